import { z } from 'zod';
import { checkedText } from '../checked-text.ts';
import type { JobStatus } from '../jobs/job-options.ts';
import { pageParams } from '../pagination.ts';

/** What the admin listings filter offers: the job statuses, and removed ones apart. */
export const adminJobFilters = ['draft', 'open', 'closed', 'removed'] as const;
export type AdminJobFilter = (typeof adminJobFilters)[number];

/** The admin listings page shows 20 jobs a page unless asked for another size. */
export const adminJobsPageSize = 20;

/** GET /api/admin/jobs?q&status&page&pageSize: every job, for moderation. */
export const adminJobsQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((text) => text || undefined),
  status: z.enum(adminJobFilters).optional().catch(undefined),
  ...pageParams(adminJobsPageSize),
});
export type AdminJobsQuery = z.infer<typeof adminJobsQuery>;

export const moderationActions = ['close', 'remove'] as const;
export type ModerationAction = (typeof moderationActions)[number];

export const moderationReasonMax = 500;

/**
 * POST /api/admin/jobs/:id/moderation: close (the restaurant may reopen it) or remove (for good)
 * a job, with the reason its restaurant will read.
 */
export const jobModerationInput = z.object({
  action: z.enum(moderationActions, 'validation.required'),
  reason: checkedText({
    min: 1,
    max: moderationReasonMax,
    tooShortKey: 'validation.moderationReasonRequired',
    tooLongKey: 'validation.moderationReasonTooLong',
  }),
});
export type JobModerationInput = z.infer<typeof jobModerationInput>;

/** A job as the admin listings page shows it. */
export interface AdminJobSummary {
  id: string;
  title: string;
  status: JobStatus;
  closedReason: string | null;
  removedAt: string | null;
  city: string;
  createdAt: string;
  publishedAt: string | null;
  restaurant: { id: string; venueName: string; email: string };
  applicationCount: number;
}
