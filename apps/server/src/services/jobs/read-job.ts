import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import type { SessionUser } from '@brigade/shared/session';
import { and, eq } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { AppError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';
import { can, type JobAction } from '../../policies/job-policy.ts';
import { presentJobDetail } from './present-job.ts';
import { venueViewer } from '../organisations/venue-access.ts';
import { readJobVenue } from '../venues/public-venue.ts';
import { availabilityMaskOf } from './availability-mask.ts';
import { slotCount } from '@brigade/shared/resumes/week-mask';
import type { AppContext } from '../../core/app-context.ts';

type Viewer = SessionUser | null;

/**
 * The job `id` if `viewer` may do `action` to it. A job they may not even read is answered 404
 * exactly like a missing one (a draft's existence is not revealed); a job they may read but not
 * change is 403.
 */
export async function loadJobFor(
  db: NodePgDatabase,
  viewer: Viewer,
  id: string,
  action: JobAction,
): Promise<typeof jobs.$inferSelect> {
  // A malformed id cannot name a job; checked here so PostgreSQL never sees it.
  const [job] = isUuid(id) ? await db.select().from(jobs).where(eq(jobs.id, id)) : [];
  const seeing = action === 'view' ? 'view' : 'read';
  const who = await venueViewer(db, viewer);
  if (!job || !can(who, seeing, job)) throw new AppError('not_found');
  // Its venue may still read a job an admin removed; changing it is refused in so many words.
  if (!can(who, action, job)) throw new AppError(job.removedAt ? 'job_removed' : 'forbidden');
  return job;
}

/** A job's page as `viewer` sees it (GET /api/jobs/:id). */
export async function readJob(ctx: AppContext, viewer: Viewer, id: string): Promise<JobDetail> {
  const { db } = ctx.database;
  const job = await loadJobFor(db, viewer, id, 'view');
  const who = await venueViewer(db, viewer);
  const [venue, myApplicationId, availability] = await Promise.all([
    readJobVenue(db, job.restaurantId, job.venueName),
    viewer?.userType === 'applicant' ? findApplicationId(db, job.id, viewer.id) : null,
    availabilityMaskOf(db, viewer),
  ]);
  // One job: its fit is counted here with the same bit count the lists use in SQL.
  const fit =
    availability === null
      ? {}
      : { fitShared: slotCount(job.shiftMask & availability), fitSlots: slotCount(job.shiftMask) };
  const shiftSlots = slotCount(job.shiftMask);
  const detail = presentJobDetail({ ...job, ...fit, shiftSlots }, venue, {
    canEdit: can(who, 'edit', job),
    myApplicationId,
  });
  // Why Brigade's admins closed it is for its restaurant and the admins, not every visitor.
  return can(who, 'read', job) ? detail : { ...detail, closedReason: null };
}

async function findApplicationId(
  db: NodePgDatabase,
  jobId: string,
  applicantId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.applicantId, applicantId)));
  return row?.id ?? null;
}
