import { savedJobsMax } from '@brigade/shared/jobs/saved-jobs';
import type { SessionUser } from '@brigade/shared/session';
import { and, eq, sql } from '../../db/sql.ts';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { savedJobs } from '../../db/schema/saved-jobs.ts';
import { venueViewer } from '../organisations/venue-access.ts';
import { can } from '../../policies/job-policy.ts';

/**
 * "Save job": keeps a job on the person's Saved jobs list. Idempotent: a job already saved stays
 * as it was (its `savedAt` too), whatever became of it since. Otherwise the job must be one they
 * may read and not removed (for an applicant: an open job), else 404 as if it did not exist; and
 * they keep at most `savedJobsMax` (`saved_jobs_full`). Their saves take turns (an advisory lock
 * per person), so two at once cannot pass the cap together.
 */
export async function saveJob(
  ctx: AppContext,
  user: Pick<SessionUser, 'id' | 'userType'>,
  jobId: string,
): Promise<void> {
  if (!isUuid(jobId)) throw new AppError('not_found');
  await ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-jobs:${user.id}`}))`);
    const [already] = await tx
      .select({ jobId: savedJobs.jobId })
      .from(savedJobs)
      .where(and(eq(savedJobs.userId, user.id), eq(savedJobs.jobId, jobId)));
    if (already) return;
    // `key share`: the job cannot be deleted before the row referring to it is written.
    const [job] = await tx
      .select({ restaurantId: jobs.restaurantId, status: jobs.status, removedAt: jobs.removedAt })
      .from(jobs)
      .where(eq(jobs.id, jobId))
      .for('key share');
    if (!job || job.removedAt || !can(await venueViewer(tx, user), 'read', job)) {
      throw new AppError('not_found');
    }
    const [count] = await tx
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(savedJobs)
      .where(eq(savedJobs.userId, user.id));
    if ((count?.total ?? 0) >= savedJobsMax) throw new AppError('saved_jobs_full');
    await tx.insert(savedJobs).values({ userId: user.id, jobId }).onConflictDoNothing();
  });
}
