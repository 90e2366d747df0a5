import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import type { JobInput } from '@brigade/shared/jobs/job-input';
import type { SessionUser } from '@brigade/shared/session';
import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs.ts';
import { loadJobFor, readJob } from './read-job.ts';
import type { AppContext } from '../../core/app-context.ts';

/**
 * Edits a job (its restaurant only), whatever its status: every field of the Job schema is
 * replaced; status and publication date are untouched (status moves have their own endpoint).
 */
export async function updateJob(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  input: JobInput,
): Promise<JobDetail> {
  const { db } = ctx.database;
  await loadJobFor(db, user, id, 'edit');
  await db
    .update(jobs)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(jobs.id, id));
  return readJob(ctx, user, id);
}
