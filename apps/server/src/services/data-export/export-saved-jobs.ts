import { asc, eq } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { jobs } from '../../db/schema/jobs.ts';
import { savedJobs } from '../../db/schema/saved-jobs.ts';

/**
 * The jobs a person saved (issue 14), oldest first, with what became of each. One batch: a
 * person keeps at most `savedJobsMax` (200), so the list is never long.
 */
export async function* savedJobBatches(
  db: NodePgDatabase,
  userId: string,
): AsyncGenerator<Record<string, unknown>[]> {
  const rows = await db
    .select({
      jobId: savedJobs.jobId,
      title: jobs.title,
      venueName: jobs.venueName,
      status: jobs.status,
      removedAt: jobs.removedAt,
      savedAt: savedJobs.savedAt,
    })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(eq(savedJobs.userId, userId))
    .orderBy(asc(savedJobs.savedAt), asc(savedJobs.jobId));
  yield rows.map((row) => ({
    jobId: row.jobId,
    title: row.title,
    // A job an admin removed keeps nothing but its title, as on the Saved jobs list.
    venueName: row.removedAt ? null : row.venueName,
    status: row.removedAt ? 'removed' : row.status,
    savedAt: row.savedAt.toISOString(),
  }));
}
