import type { JobAlertValues, JobAlertView } from '@brigade/shared/jobs/job-alerts';
import type { AppContext } from '../../core/app-context.ts';
import { jobAlerts } from '../../db/schema/job-alerts.ts';
import { accountHolder } from '../plans/plan-holder.ts';
import { requireFeature, requireRoomFor } from '../plans/require-entitlement.ts';
import { presentJobAlert } from './present-job-alert.ts';

/**
 * Saves a Browse Jobs search as an alert. A person keeps as many as their plan allows
 * (`plan_alert_limit`; creations take turns, so two at once cannot pass it together), mailed
 * daily, or at once with a plan that has instant alerts (`plan_instant_alerts`).
 */
export async function createJobAlert(
  ctx: AppContext,
  userId: string,
  input: JobAlertValues,
): Promise<JobAlertView> {
  const holder = accountHolder(userId);
  if (input.frequency === 'instant') await requireFeature(ctx.database.db, holder, 'instantAlerts');
  return ctx.database.db.transaction(async (tx) => {
    await requireRoomFor(tx, holder, 'jobAlerts');
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
