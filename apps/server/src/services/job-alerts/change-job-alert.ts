import type { JobAlertChangeInput, JobAlertView } from '@brigade/shared/jobs/job-alerts';
import { and, eq, sql } from '../../db/sql.ts';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';
import { jobAlerts } from '../../db/schema/job-alerts.ts';
import { accountHolder } from '../plans/plan-holder.ts';
import { requireFeature } from '../plans/require-entitlement.ts';
import { presentJobAlert } from './present-job-alert.ts';

/** Only the owner's alert: anyone else's (or a malformed id) is not found. */
const ownAlert = (userId: string, id: string) =>
  and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId));

/**
 * Renames, pauses or resumes, or changes how often an alert mails; its search stays. Making it
 * instant needs a plan with instant alerts; an instant alert kept after a downgrade stays so.
 */
export async function changeJobAlert(
  ctx: AppContext,
  userId: string,
  id: string,
  change: JobAlertChangeInput,
): Promise<JobAlertView> {
  if (!isUuid(id)) throw new AppError('not_found');
  if (change.frequency === 'instant') {
    await requireFeature(ctx.database.db, accountHolder(userId), 'instantAlerts');
  }
  const [row] = await ctx.database.db
    .update(jobAlerts)
    .set({ ...change, updatedAt: sql`now()` })
    .where(ownAlert(userId, id))
    .returning();
  if (!row) throw new AppError('not_found');
  return presentJobAlert(row);
}

/** Deletes an alert (and what it matched: a new alert on the same search starts afresh). */
export async function deleteJobAlert(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError('not_found');
  const deleted = await ctx.database.db
    .delete(jobAlerts)
    .where(ownAlert(userId, id))
    .returning({ id: jobAlerts.id });
  if (deleted.length === 0) throw new AppError('not_found');
}
