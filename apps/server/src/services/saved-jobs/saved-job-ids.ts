import type { SavedJobIds } from '@brigade/shared/jobs/saved-jobs';
import { desc, eq } from '../../db/sql.ts';
import type { AppContext } from '../../core/app-context.ts';
import { savedJobs } from '../../db/schema/saved-jobs.ts';

/**
 * Every job id the person saved (at most `savedJobsMax`, newest first): what Browse Jobs and
 * job pages need to show the toggle pressed, asked once by the applicant's browser instead of
 * adding a per-viewer join to the public job search.
 */
export async function savedJobIds(ctx: AppContext, userId: string): Promise<SavedJobIds> {
  const rows = await ctx.database.db
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.savedAt), desc(savedJobs.jobId));
  return { jobIds: rows.map((row) => row.jobId) };
}
