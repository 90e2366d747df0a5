import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import type { JobCreateInput } from '@brigade/shared/jobs/job-requests';
import type { SessionUser } from '@brigade/shared/session';
import { eq } from '../../db/sql.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { venues } from '../../db/schema/organisations.ts';
import { AppError, fieldError } from '../../core/app-error.ts';
import { canPostJob } from '../../policies/job-policy.ts';
import { chooseVenue, venueViewer } from '../organisations/venue-access.ts';
import { readJob } from './read-job.ts';
import { requireListingRoom } from '../plans/require-entitlement.ts';
import type { AppContext } from '../../core/app-context.ts';
import { queueAlertMatching } from '../mail-notifications/listing-mail.ts';
import { scheduleListingExpiry } from '../listing-expiry/schedule-listing-expiry.ts';
import { validThroughFrom } from '@brigade/shared/jobs/listing-expiry';
import { hasPay, payNeededToPublish } from '@brigade/shared/jobs/pay-transparency';

/**
 * Post a Job: stores the job for the venue the member chose (or their only one), as a draft or
 * already open (`publish`), with a copy of the venue's name (search ranks by it) and currency
 * (the profile service keeps the copies in step). A venue without a name must get one first;
 * published, it needs a free place among the organisation's open listings (`plan_listing_limit`).
 */
export async function createJob(
  ctx: AppContext,
  restaurant: SessionUser,
  input: JobCreateInput,
): Promise<JobDetail> {
  const { db } = ctx.database;
  if (!canPostJob(await venueViewer(db, restaurant))) throw new AppError('forbidden');
  const { publish, venueId: chosen, ...job } = input;
  const venue = await chooseVenue(db, restaurant, chosen);
  const [profile] = await db
    .select({
      venueName: venues.name,
      currency: venues.currency,
      country: venues.country,
    })
    .from(venues)
    .where(eq(venues.id, venue.id));
  const venueName = profile?.venueName?.trim();
  if (!venueName) throw new AppError('venue_name_required');
  // EU pay transparency: a venue in the EU publishes only with the pay stated (a draft may wait).
  if (publish && !hasPay(job) && payNeededToPublish(profile?.country)) {
    throw new AppError('validation_failed', {
      fields: { salary: fieldError('validation.payRequiredEu') },
    });
  }
  const now = new Date();
  // Published: it closes by itself after listingLifetimeDays unless renewed.
  const validThrough = publish ? validThroughFrom(now) : null;
  const created = await db.transaction(async (tx) => {
    // Published: one of the organisation's open listings (plans).
    if (publish) await requireListingRoom(tx, venue.id);
    const [stored] = await tx
      .insert(jobs)
      .values({
        ...job,
        restaurantId: venue.id,
        // Whoever posts it looks after it (and hears of its applications) until reassigned.
        assigneeId: restaurant.id,
        venueName,
        // The pay is in the venue's currency (null until the venue chooses one in Edit Profile).
        currency: profile?.currency ?? null,
        status: publish ? 'open' : 'draft',
        publishedAt: publish ? now : null,
        validThrough,
      })
      .returning({ id: jobs.id });
    if (!stored) throw new Error('the new job was not stored');
    // Published at once: job alerts that match it hear of it.
    if (publish) await queueAlertMatching(tx, stored.id);
    if (validThrough) await scheduleListingExpiry(tx, stored.id, validThrough, now);
    return stored;
  });
  // A draft is not public yet.
  if (publish) await ctx.live.announcePublicChange();
  return readJob(ctx, restaurant, created.id);
}
