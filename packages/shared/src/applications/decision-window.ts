import { z } from 'zod';
import type { ApplicationStatus } from './application-status.ts';

/**
 * No ghosting (issue 16): an application the venue has not decided on within its decision window
 * closes by itself as not selected, with a kind word to the applicant. The venue sets the window
 * (never under 14 days; 21 unless it says otherwise), is warned 3 days before and may extend an
 * application's window once, by its window again.
 */
export const decisionWindow = {
  minDays: 14,
  defaultDays: 21,
  maxDays: 60,
  warningDays: 3,
} as const;

const DAY_MS = 86_400_000;

/** Not decided yet: the venue has neither taken it further (shortlisted) nor said no. */
export const undecidedStatuses = ['Pending', 'Reviewed'] as const satisfies ApplicationStatus[];

export function isUndecided(status: ApplicationStatus): boolean {
  return (undecidedStatuses as readonly string[]).includes(status);
}

/** The venue's window in days: its own, else the default. */
export const windowDays = (venueDays: number | null | undefined): number =>
  venueDays ?? decisionWindow.defaultDays;

/** When an application made at `appliedAt` closes unless decided. */
export function decideByFor(appliedAt: Date, venueDays: number | null | undefined): Date {
  return new Date(appliedAt.getTime() + windowDays(venueDays) * DAY_MS);
}

/** When its venue is warned: `warningDays` before it closes. */
export function decisionWarningAt(decideBy: Date): Date {
  return new Date(decideBy.getTime() - decisionWindow.warningDays * DAY_MS);
}

/** Extended once: the venue's window again, from the date it would have closed. */
export function extendedDecideBy(decideBy: Date, venueDays: number | null | undefined): Date {
  return new Date(decideBy.getTime() + windowDays(venueDays) * DAY_MS);
}

/** PUT /api/profile/decision-window: whole days, 14 to 60. */
export const decisionWindowInput = z.object({
  days: z
    .number('validation.decisionDaysInvalid')
    .int('validation.decisionDaysInvalid')
    .min(decisionWindow.minDays, 'validation.decisionDaysRange')
    .max(decisionWindow.maxDays, 'validation.decisionDaysRange'),
});
export type DecisionWindowInput = z.infer<typeof decisionWindowInput>;
