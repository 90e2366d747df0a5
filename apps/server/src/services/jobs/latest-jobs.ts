import type { JobSummary } from '@brigade/shared/jobs/job-answers';
import { desc, eq } from '../../db/sql.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { jobSummaryColumns, newestFirst } from './job-columns.ts';
import { presentJobSummary } from './present-job.ts';
import type { AppContext } from '../../core/app-context.ts';

/**
 * The home page's newest open jobs: a short read of the open-jobs publication index, without
 * the total a search page counts (the home page shows no pager).
 */
export async function latestJobs(ctx: AppContext, limit: number): Promise<JobSummary[]> {
  const { db } = ctx.database;
  const rows = await db
    .select(jobSummaryColumns)
    .from(jobs)
    .where(eq(jobs.status, 'open'))
    .orderBy(newestFirst, desc(jobs.id))
    .limit(limit);
  return rows.map(presentJobSummary);
}
