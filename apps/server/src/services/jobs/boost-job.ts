import { randomUUID } from 'node:crypto';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { BOOST_DAYS } from '@brigade/shared/plans/plans';
import type { SessionUser } from '@brigade/shared/session';
import { and, eq, isNull, lte, or } from '../../db/sql.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { AppError } from '../../core/app-error.ts';
import type { AppContext } from '../../core/app-context.ts';
import { holderOfVenue } from '../plans/plan-holder.ts';
import { recordUse } from '../plans/plan-usage.ts';
import { requireRoomFor } from '../plans/require-entitlement.ts';
import { loadJobFor, readJob } from './read-job.ts';

/**
 * Boost (Manage Listings, plans): an open listing, not boosted already, comes first in Browse
 * Jobs and reads "Urgently hiring" for BOOST_DAYS, for one of the organisation's boosts this
 * month (`plan_boost_limit`). Its publication date stays as it is, so "newest" and its
 * JobPosting's datePosted tell the truth. Anything else is `boost_refused`.
 */
export async function boostJob(ctx: AppContext, user: SessionUser, id: string): Promise<JobDetail> {
  const { db } = ctx.database;
  const job = await loadJobFor(db, user, id, 'changeStatus');
  const now = new Date();
  const boostedNow = job.boostedUntil !== null && job.boostedUntil > now;
  if (job.status !== 'open' || boostedNow) throw new AppError('boost_refused');
  const holder = await holderOfVenue(db, job.restaurantId);
  if (!holder) throw new AppError('not_found');
  await db.transaction(async (tx) => {
    await requireRoomFor(tx, holder, 'boosts');
    // Only from what was just read: a close or another boost in between makes this a refusal.
    const changed = await tx
      .update(jobs)
      .set({ boostedUntil: new Date(now.getTime() + BOOST_DAYS * 86_400_000) })
      .where(
        and(
          eq(jobs.id, id),
          eq(jobs.status, 'open'),
          or(isNull(jobs.boostedUntil), lte(jobs.boostedUntil, now)),
        ),
      )
      .returning({ id: jobs.id });
    if (changed.length === 0) throw new AppError('boost_refused');
    // Each boost is one of the month's, whatever listing it is for.
    await recordUse(tx, holder, 'boosts', randomUUID());
  });
  await ctx.live.announcePublicChange();
  return readJob(ctx, user, id);
}
