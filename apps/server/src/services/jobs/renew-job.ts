import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { isExpired, validThroughFrom } from '@brigade/shared/jobs/listing-expiry';
import type { SessionUser } from '@brigade/shared/session';
import { and, eq, sql } from '../../db/sql.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { AppError } from '../../core/app-error.ts';
import type { AppContext } from '../../core/app-context.ts';
import { queueAlertMatching } from '../mail-notifications/listing-mail.ts';
import { scheduleListingExpiry } from '../listing-expiry/schedule-listing-expiry.ts';
import { loadJobFor, readJob } from './read-job.ts';
import { requireListingRoom } from '../plans/require-entitlement.ts';

/**
 * Renew (Manage Listings, its restaurant only): another `listingLifetimeDays` from now. An open
 * listing keeps its publication date (renewing is not a way to the top of "newest"); an expired
 * one reopens as Reopen would (published now, alerts matched), since that is what its manager
 * wants. Drafts and listings closed by hand or by an admin are `listing_not_renewable`: they
 * have Publish and Reopen.
 */
export async function renewJob(ctx: AppContext, user: SessionUser, id: string): Promise<JobDetail> {
  const { db } = ctx.database;
  const job = await loadJobFor(db, user, id, 'changeStatus');
  const expired = isExpired({
    status: job.status,
    closedReason: job.closedReason,
    validThrough: job.validThrough?.toISOString() ?? null,
  });
  if (job.status !== 'open' && !expired) throw new AppError('listing_not_renewable');
  const now = new Date();
  const validThrough = validThroughFrom(now);
  const renewed = await db.transaction(async (tx) => {
    // Reopening an expired listing takes one of the plan's open listings; renewing an open one not.
    if (expired) await requireListingRoom(tx, job.restaurantId);
    // Only from what was just read: an expiry or a close in between makes this a refusal.
    const changed = await tx
      .update(jobs)
      .set({
        validThrough,
        updatedAt: now,
        ...(expired ? { status: 'open' as const, publishedAt: now } : {}),
      })
      .where(
        and(
          eq(jobs.id, id),
          eq(jobs.status, job.status),
          // To the millisecond, as the Date just read holds it (a migrated date has microseconds).
          sql`date_trunc('milliseconds', ${jobs.validThrough}) is not distinct from ${job.validThrough?.toISOString() ?? null}::timestamptz`,
        ),
      )
      .returning({ id: jobs.id });
    if (changed.length === 0) return false;
    await scheduleListingExpiry(tx, id, validThrough, now);
    if (expired) await queueAlertMatching(tx, id);
    return true;
  });
  if (!renewed) throw new AppError('listing_not_renewable');
  await ctx.live.announcePublicChange();
  return readJob(ctx, user, id);
}
