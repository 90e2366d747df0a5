import type { Page } from '@brigade/shared/jobs/job-answers';
import type { SavedJob, SavedJobsQuery } from '@brigade/shared/jobs/saved-jobs';
import { desc, eq, sql } from '../../db/sql.ts';
import type { AppContext } from '../../core/app-context.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { savedJobs } from '../../db/schema/saved-jobs.ts';
import { jobSummaryColumns } from '../jobs/job-columns.ts';
import { toPage } from '../pagination.ts';
import { presentSavedJob } from './present-saved-job.ts';

/** The person's saved jobs, newest saved first, closed and removed ones included (they say so). */
export async function listSavedJobs(
  ctx: AppContext,
  userId: string,
  query: SavedJobsQuery,
): Promise<Page<SavedJob>> {
  const { db } = ctx.database;
  const rows = await db
    .select({
      ...jobSummaryColumns,
      removedAt: jobs.removedAt,
      savedAt: savedJobs.savedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.savedAt), desc(savedJobs.jobId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return toPage(rows, query, presentSavedJob, async () => {
    const [count] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(savedJobs)
      .where(eq(savedJobs.userId, userId));
    return count?.total ?? 0;
  });
}
