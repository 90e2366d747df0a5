import type { JobAlertsAnswer } from '@brigade/shared/jobs/job-alerts';
import { hasFeature, limitOf } from '@brigade/shared/plans/plans';
import { desc, eq } from '../../db/sql.ts';
import type { AppContext } from '../../core/app-context.ts';
import { jobAlerts } from '../../db/schema/job-alerts.ts';
import { currentPlan } from '../plans/current-plan.ts';
import { accountHolder } from '../plans/plan-holder.ts';
import { presentJobAlert } from './present-job-alert.ts';

/** The person's job alerts, newest first (a few dozen at most, so never paged), and their plan's say. */
export async function listJobAlerts(ctx: AppContext, userId: string): Promise<JobAlertsAnswer> {
  const { db } = ctx.database;
  const [rows, { plan }] = await Promise.all([
    db
      .select()
      .from(jobAlerts)
      .where(eq(jobAlerts.userId, userId))
      .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id)),
    currentPlan(db, accountHolder(userId)),
  ]);
  return {
    items: rows.map(presentJobAlert),
    // Every applicant plan names a limit (plans.ts); no limit reads as the most an answer holds.
    limit: limitOf(plan, 'jobAlerts') ?? Number.MAX_SAFE_INTEGER,
    instantAlerts: hasFeature(plan, 'instantAlerts'),
  };
}
