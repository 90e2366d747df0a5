import { z } from 'zod';
import type { ApplicationStatus } from '../applications/application-status.ts';

/** Whether the runtime knows an IANA time zone name (`Europe/Paris`). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * GET /api/admin/overview?tz: the dashboard's figures. Days ("today", each point of a series)
 * are counted in the admin's time zone, so midnight is theirs, not the server's.
 */
export const adminOverviewQuery = z.object({
  tz: z.string().max(64).refine(isTimeZone, 'validation.timeZoneInvalid').default('UTC'),
});
export type AdminOverviewQuery = z.infer<typeof adminOverviewQuery>;

/** How many accounts of one type are active and deactivated. */
export interface UserTypeCounts {
  active: number;
  deactivated: number;
}

/** One day of a series: `date` is `YYYY-MM-DD` in the requested time zone. */
export interface DailyCount {
  date: string;
  count: number;
}

/** The number of days each series covers, today included. */
export const overviewSeriesDays = 30;

export interface AdminOverview {
  timeZone: string;
  users: { applicant: UserTypeCounts; restaurant: UserTypeCounts; admin: UserTypeCounts };
  openJobs: number;
  /** Applications of the last 7 days by status; every status is present. */
  applicationsThisWeek: Record<ApplicationStatus, number>;
  /** Contact messages since midnight in `timeZone`. */
  messagesToday: number;
  /** Notification mails given up after every retry, in the last 30 days (the queue's failures). */
  mailFailures: number;
  /** 30 points each, oldest first, days without any included as 0. */
  signUpsPerDay: DailyCount[];
  applicationsPerDay: DailyCount[];
}
