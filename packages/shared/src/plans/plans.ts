/**
 * Premium plans (issue 18): the one table of plans, prices and entitlements. The pricing page
 * draws every line from it and the server's policies read their limits from it, so the page
 * cannot promise what the server does not enforce.
 */

/** The currencies plans are priced in; a reader whose venue pays in another sees euros. */
export const planCurrencies = ['EUR', 'GBP'] as const;
export type PlanCurrency = (typeof planCurrencies)[number];

export const planAudiences = ['restaurant', 'applicant'] as const;
export type PlanAudience = (typeof planAudiences)[number];

/** Counted limits: how many of a thing a plan allows (null: no limit). */
export const limitKeys = [
  'activeListings',
  'boosts',
  'venues',
  'members',
  'outreachMessages',
  'jobAlerts',
] as const;
export type LimitKey = (typeof limitKeys)[number];

/** Limits counted again each billing period (a month); the others count what exists now. */
export const monthlyLimitKeys: readonly LimitKey[] = ['boosts', 'outreachMessages'];

/** Days a boost keeps a listing first in Browse Jobs, marked "Urgently hiring". */
export const BOOST_DAYS = 7;

/** Features a plan has or has not. */
export const featureKeys = [
  'listingStats',
  'jobsFeed',
  'instantAlerts',
  'highlightedProfile',
] as const;
export type FeatureKey = (typeof featureKeys)[number];

export type EntitlementKey = LimitKey | FeatureKey;

/** What each kind of account's plans are about, in the order the pricing page lists them. */
export const entitlementsOf = {
  restaurant: [
    'activeListings',
    'boosts',
    'venues',
    'members',
    'outreachMessages',
    'listingStats',
    'jobsFeed',
  ],
  applicant: ['jobAlerts', 'instantAlerts', 'highlightedProfile'],
} as const satisfies Record<PlanAudience, readonly EntitlementKey[]>;

/**
 * What stays free on every plan, whoever pays what (a pricing-page line of its own). For job
 * seekers the law is plain: charging people for access to work is unlawful in several countries
 * (the UK's Employment Agencies Act 1973), so applying, being visible, messaging venues one
 * applied to and every status mail are never for sale.
 */
export const freeForEveryone = {
  restaurant: [
    'answerApplicants',
    'statusChanges',
    'interviews',
    'messageApplicants',
    'closureMessages',
    'searchApplicants',
  ],
  applicant: ['applying', 'visibleProfile', 'messageVenues', 'statusMail', 'dailyAlerts'],
} as const satisfies Record<PlanAudience, readonly string[]>;
export type FreeFeature = (typeof freeForEveryone)[PlanAudience][number];

export const restaurantPlanIds = ['starter', 'growth', 'scale'] as const;
export const applicantPlanIds = ['free', 'pro'] as const;
export const planIds = [...restaurantPlanIds, ...applicantPlanIds] as const;
export type PlanId = (typeof planIds)[number];

export interface PlanDefinition {
  id: PlanId;
  audience: PlanAudience;
  /** Monthly price, VAT included, per currency. */
  monthlyPrice: Record<PlanCurrency, number>;
  limits: Partial<Record<LimitKey, number | null>>;
  features: Partial<Record<FeatureKey, boolean>>;
  /** Shown as "Most popular". */
  highlighted?: boolean;
}

/**
 * Restaurants: Starter is what a venue that hires now and then needs; Growth and Scale are for
 * venues that hire all year. Members count everyone in the organisation, the owner included,
 * and invitations not yet answered (so a Starter venue is its owner alone).
 */
export const plans: readonly PlanDefinition[] = [
  {
    id: 'starter',
    audience: 'restaurant',
    monthlyPrice: { EUR: 0, GBP: 0 },
    limits: { activeListings: 1, boosts: 0, venues: 1, members: 1, outreachMessages: 0 },
    features: { listingStats: false, jobsFeed: false },
  },
  {
    id: 'growth',
    audience: 'restaurant',
    monthlyPrice: { EUR: 49, GBP: 42 },
    limits: { activeListings: 10, boosts: 2, venues: 1, members: 3, outreachMessages: 30 },
    features: { listingStats: true, jobsFeed: false },
    highlighted: true,
  },
  {
    id: 'scale',
    audience: 'restaurant',
    monthlyPrice: { EUR: 149, GBP: 129 },
    limits: { activeListings: null, boosts: 6, venues: 10, members: null, outreachMessages: 100 },
    features: { listingStats: true, jobsFeed: true },
  },
  {
    id: 'free',
    audience: 'applicant',
    monthlyPrice: { EUR: 0, GBP: 0 },
    limits: { jobAlerts: 10 },
    features: { instantAlerts: false, highlightedProfile: false },
  },
  {
    id: 'pro',
    audience: 'applicant',
    monthlyPrice: { EUR: 7.99, GBP: 6.99 },
    limits: { jobAlerts: 30 },
    features: { instantAlerts: true, highlightedProfile: true },
    highlighted: true,
  },
];

/** The plan everyone of an audience has until they choose another. */
export const freePlanOf: Record<PlanAudience, PlanId> = {
  restaurant: 'starter',
  applicant: 'free',
};

export function planById(id: PlanId): PlanDefinition {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}

export function plansFor(audience: PlanAudience): readonly PlanDefinition[] {
  return plans.filter((plan) => plan.audience === audience);
}

export function isLimitKey(key: EntitlementKey): key is LimitKey {
  return (limitKeys as readonly string[]).includes(key);
}

export function isFeatureKey(key: EntitlementKey): key is FeatureKey {
  return (featureKeys as readonly string[]).includes(key);
}

/** A plan's limit for `key`: a number, or null for no limit (0 when the plan does not name it). */
export function limitOf(plan: PlanDefinition, key: LimitKey): number | null {
  const limit = plan.limits[key];
  return limit === undefined ? 0 : limit;
}

export function hasFeature(plan: PlanDefinition, key: FeatureKey): boolean {
  return plan.features[key] === true;
}

/** Whether one more fits: `used` now, under the plan's limit. */
export function hasRoomFor(plan: PlanDefinition, key: LimitKey, used: number): boolean {
  const limit = limitOf(plan, key);
  return limit === null || used < limit;
}
