import type { SessionUser } from '@brigade/shared/session';
import { eq } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { jobs } from '../../db/schema/jobs.ts';
import { AppError } from '../../core/app-error.ts';
import { reachableVenueIds } from '../organisations/venue-access.ts';

/** The shifts of the listing Browse Applicants fits resumes to ("Fit for: <listing>"). */
export interface FitJob {
  shiftMask: number;
  shiftsPerWeek: number | null;
}

/**
 * The listing a restaurant chose to fit applicants to: only one of its own (another venue's
 * shifts are not its business, and an admin has no listings). Unknown: 404; not its own: 403.
 */
export async function loadFitJob(
  db: NodePgDatabase,
  viewer: Pick<SessionUser, 'id' | 'userType'>,
  jobId: string,
): Promise<FitJob> {
  const [job] = await db
    .select({
      restaurantId: jobs.restaurantId,
      shiftMask: jobs.shiftMask,
      shiftsPerWeek: jobs.shiftsPerWeek,
      removedAt: jobs.removedAt,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job || job.removedAt) throw new AppError('not_found');
  if (!(await reachableVenueIds(db, viewer)).includes(job.restaurantId)) {
    throw new AppError('forbidden');
  }
  return { shiftMask: job.shiftMask, shiftsPerWeek: job.shiftsPerWeek };
}
