import {
  jobAlertLimit,
  type JobAlertValues,
  type JobAlertView,
} from '@brigade/shared/jobs/job-alerts';
import { eq, sql } from '../../db/sql.ts';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';
import { jobAlerts } from '../../db/schema/job-alerts.ts';
import { presentJobAlert } from './present-job-alert.ts';

/**
 * Saves a Browse Jobs search as an alert. A person keeps at most `jobAlertLimit`
 * (`alert_limit_reached`); their creations take turns (an advisory lock per person), so two at
 * once cannot pass the limit together.
 */
export async function createJobAlert(
  ctx: AppContext,
  userId: string,
  input: JobAlertValues,
): Promise<JobAlertView> {
  return ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job-alerts:${userId}`}))`);
    const [count] = await tx
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(jobAlerts)
      .where(eq(jobAlerts.userId, userId));
    if ((count?.total ?? 0) >= jobAlertLimit) throw new AppError('alert_limit_reached');
    const [row] = await tx
      .insert(jobAlerts)
      .values({
        userId,
        name: input.name,
        query: input.query,
        frequency: input.frequency,
        paused: input.paused,
      })
      .returning();
    if (!row) throw new Error('the alert was not inserted');
    return presentJobAlert(row);
  });
}
