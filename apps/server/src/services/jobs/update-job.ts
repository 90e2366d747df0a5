import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { hasHours, type JobInput } from '@brigade/shared/jobs/job-input';
import { hasPay } from '@brigade/shared/jobs/pay-transparency';
import type { SessionUser } from '@brigade/shared/session';
import { eq } from '../../db/sql.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { AppError, fieldError } from '../../core/app-error.ts';
import { loadJobFor, readJob } from './read-job.ts';
import { venueNeedsPayToPublish } from './venue-pay-rule.ts';
import type { AppContext } from '../../core/app-context.ts';

/**
 * Edits a job (its restaurant only), whatever its status: every field of the Job schema is
 * replaced; status and publication date are untouched (status moves have their own endpoint).
 * An open job keeps its hours a week, and in the EU its pay: publishing needed them, so an edit
 * may not drop them.
 */
export async function updateJob(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  input: JobInput,
): Promise<JobDetail> {
  const { db } = ctx.database;
  const job = await loadJobFor(db, user, id, 'edit');
  if (job.status === 'open') {
    const fields = {
      ...(hasHours(input) ? {} : { hoursMin: fieldError('validation.hoursRequired') }),
      ...(hasPay(input) || !(await venueNeedsPayToPublish(db, job.restaurantId))
        ? {}
        : { salary: fieldError('validation.payRequiredEu') }),
    };
    if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  }
  await db
    .update(jobs)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(jobs.id, id));
  await ctx.live.announcePublicChange();
  return readJob(ctx, user, id);
}
