import type { ErrorCode } from '@brigade/shared/errors';
import {
  hasFeature,
  hasRoomFor,
  type FeatureKey,
  type LimitKey,
} from '@brigade/shared/plans/plans';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '../../core/app-error.ts';
import { currentPlan, type CurrentPlan } from './current-plan.ts';
import { holderOfVenue, lockPlanHolder, type PlanHolder } from './plan-holder.ts';
import { usedOf } from './plan-usage.ts';

/** The refusal of each limit and feature: the browser words it and links to the plans. */
const limitErrors: Record<LimitKey, ErrorCode> = {
  activeListings: 'plan_listing_limit',
  boosts: 'plan_boost_limit',
  venues: 'plan_venue_limit',
  members: 'plan_member_limit',
  outreachMessages: 'plan_outreach_limit',
  jobAlerts: 'plan_alert_limit',
};
/**
 * Features something is refused without. A featured profile is not asked for: Browse Applicants
 * puts such profiles first (search-resumes.ts).
 */
type RequiredFeature = Exclude<FeatureKey, 'highlightedProfile'>;
const featureErrors: Record<RequiredFeature, ErrorCode> = {
  listingStats: 'plan_stats_required',
  jobsFeed: 'plan_feed_required',
  instantAlerts: 'plan_instant_alerts',
};

/**
 * Refuses, with the limit's own error, a change that would need one more `key` than the holder's
 * plan allows. Call it in the transaction that makes the change: it takes the holder's lock
 * first, so two changes at once cannot both take the last place. What is over the limit already
 * (after a downgrade) stays; only new things are refused.
 */
export async function requireRoomFor(
  tx: NodePgDatabase,
  holder: PlanHolder,
  key: LimitKey,
): Promise<CurrentPlan> {
  await lockPlanHolder(tx, holder);
  const current = await currentPlan(tx, holder);
  const used = await usedOf(tx, holder, key, current.month);
  if (!hasRoomFor(current.plan, key, used)) throw new AppError(limitErrors[key]);
  return current;
}

/** Opening a listing of `venueId` needs a free place among its organisation's open listings. */
export async function requireListingRoom(tx: NodePgDatabase, venueId: string): Promise<void> {
  const holder = await holderOfVenue(tx, venueId);
  if (holder) await requireRoomFor(tx, holder, 'activeListings');
}

/** Refuses what needs a feature the holder's plan does not have. */
export async function requireFeature(
  db: NodePgDatabase,
  holder: PlanHolder,
  key: RequiredFeature,
): Promise<void> {
  const { plan } = await currentPlan(db, holder);
  if (!hasFeature(plan, key)) throw new AppError(featureErrors[key]);
}
