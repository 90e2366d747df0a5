import { jobAlertLimit, type JobAlertsAnswer } from '@brigade/shared/jobs/job-alerts';
import { desc, eq } from '../../db/sql.ts';
import type { AppContext } from '../../core/app-context.ts';
import { jobAlerts } from '../../db/schema/job-alerts.ts';
import { presentJobAlert } from './present-job-alert.ts';

/** The person's job alerts, newest first (at most `jobAlertLimit`, so never paged). */
export async function listJobAlerts(ctx: AppContext, userId: string): Promise<JobAlertsAnswer> {
  const rows = await ctx.database.db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId))
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
  return { items: rows.map(presentJobAlert), limit: jobAlertLimit };
}
