import { and, eq } from '../../db/sql.ts';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';
import { savedJobs } from '../../db/schema/saved-jobs.ts';

/** Takes a job off the person's Saved jobs list; idempotent (not saved, or gone: nothing to do). */
export async function unsaveJob(ctx: AppContext, userId: string, jobId: string): Promise<void> {
  if (!isUuid(jobId)) throw new AppError('not_found');
  await ctx.database.db
    .delete(savedJobs)
    .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}
