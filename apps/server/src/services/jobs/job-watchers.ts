import type { SessionUser } from '@brigade/shared/session';
import { and, eq } from '../../db/sql.ts';
import { jobFollowers } from '../../db/schema/job-followers.ts';
import { jobs } from '../../db/schema/jobs.ts';
import type { AppContext } from '../../core/app-context.ts';
import { fieldError, AppError } from '../../core/app-error.ts';
import { reachableVenueIds } from '../organisations/venue-access.ts';
import { loadJobFor } from './read-job.ts';

/**
 * Follow a listing of a venue the member works for, or stop: followers hear of its applications
 * (bell and mail) beside its assignee (teams, issue 17).
 */
export async function followJob(
  ctx: AppContext,
  member: SessionUser,
  jobId: string,
  following: boolean,
): Promise<void> {
  const { db } = ctx.database;
  const job = await loadJobFor(db, member, jobId, 'edit');
  if (following) {
    await db
      .insert(jobFollowers)
      .values({ jobId: job.id, userId: member.id })
      .onConflictDoNothing();
  } else {
    await db
      .delete(jobFollowers)
      .where(and(eq(jobFollowers.jobId, job.id), eq(jobFollowers.userId, member.id)));
  }
}

/** Gives the listing to a member who works for its venue (any member who may edit it may). */
export async function assignJob(
  ctx: AppContext,
  member: SessionUser,
  jobId: string,
  assigneeId: string,
): Promise<void> {
  const { db } = ctx.database;
  const job = await loadJobFor(db, member, jobId, 'edit');
  // Only someone with a membership reaches a venue: anyone else is refused like a stranger.
  const reaches = await reachableVenueIds(db, { id: assigneeId, userType: 'restaurant' });
  if (!reaches.includes(job.restaurantId)) {
    throw new AppError('validation_failed', {
      fields: { assigneeId: fieldError('validation.memberInvalid') },
    });
  }
  await db.update(jobs).set({ assigneeId }).where(eq(jobs.id, job.id));
}
