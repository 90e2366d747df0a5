import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { hasHours } from '@brigade/shared/jobs/job-input';
import { hasPay } from '@brigade/shared/jobs/pay-transparency';
import { canMoveJob, type JobStatus } from '@brigade/shared/jobs/job-options';
import type { SessionUser } from '@brigade/shared/session';
import { and, eq } from '../../db/sql.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { AppError } from '../../core/app-error.ts';
import { loadJobFor, readJob } from './read-job.ts';
import { requireListingRoom } from '../plans/require-entitlement.ts';
import { venueNeedsPayToPublish } from './venue-pay-rule.ts';
import type { AppContext } from '../../core/app-context.ts';
import { mailApplicationsClosed, queueAlertMatching } from '../mail-notifications/listing-mail.ts';
import { scheduleListingExpiry } from '../listing-expiry/schedule-listing-expiry.ts';
import { validThroughFrom } from '@brigade/shared/jobs/listing-expiry';

/**
 * Moves a job along the shared map (draft→open, open→closed, closed→open); anything else,
 * including staying where it is, is `status_move_refused`. Opening sets `publishedAt` to now, so
 * a reopened job counts as newly posted ("newest", "posted within"). A job without its hours a
 * week (a draft, or one posted before hours were asked) is not opened: `hours_required`; nor,
 * for a venue in the EU, one without its pay: `pay_required` (EU pay transparency); nor one
 * for which the organisation's plan has no free place among its open listings (`plan_listing_limit`).
 */
export async function changeJobStatus(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  to: JobStatus,
): Promise<JobDetail> {
  const { db } = ctx.database;
  const job = await loadJobFor(db, user, id, 'changeStatus');
  if (!canMoveJob(job.status, to)) throw new AppError('status_move_refused');
  if (to === 'open' && !hasHours(job)) throw new AppError('hours_required');
  if (to === 'open' && !hasPay(job) && (await venueNeedsPayToPublish(db, job.restaurantId))) {
    throw new AppError('pay_required');
  }
  const now = new Date();
  // Opening starts a new lifetime; closing by hand drops the date, so the listing does not read
  // as expired (listing-expiry.ts `isExpired`).
  const validThrough = to === 'open' ? validThroughFrom(now) : null;
  // Only from the status just read: of two concurrent moves, the second is refused.
  const moved = await db.transaction(async (tx) => {
    if (to === 'open') await requireListingRoom(tx, job.restaurantId);
    const changed = await tx
      .update(jobs)
      // Reopening clears the reason an admin gave for closing it.
      .set({
        status: to,
        updatedAt: now,
        ...(to === 'open' ? { publishedAt: now, closedReason: null } : {}),
        validThrough,
      })
      .where(and(eq(jobs.id, id), eq(jobs.status, job.status)))
      .returning({ id: jobs.id });
    if (changed.length > 0 && to === 'open') await queueAlertMatching(tx, id);
    if (changed.length > 0 && validThrough) await scheduleListingExpiry(tx, id, validThrough, now);
    if (changed.length > 0 && to === 'closed') await mailApplicationsClosed(tx, ctx.config, id);
    return changed;
  });
  if (moved.length === 0) throw new AppError('status_move_refused');
  await ctx.live.announcePublicChange();
  return readJob(ctx, user, id);
}
