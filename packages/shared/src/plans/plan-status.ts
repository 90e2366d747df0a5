import { z } from 'zod';
import {
  planCurrencies,
  planIds,
  type FeatureKey,
  type LimitKey,
  type PlanAudience,
  type PlanCurrency,
  type PlanId,
} from './plans.ts';

/** Where a plan comes from: nobody paid (the free plan), an admin's grant, or a Stripe subscription. */
export const planSources = ['free', 'invoice', 'stripe'] as const;
export type PlanSource = (typeof planSources)[number];

/** One counted limit: what the plan allows (null: no limit) and what is in use now. */
export interface PlanUsage {
  key: LimitKey;
  limit: number | null;
  used: number;
}

/**
 * GET /api/plan: the plan the signed-in person works under — their organisation's for a
 * restaurant member, their own for a job seeker — its limits and what is used of each.
 */
export interface PlanStatus {
  audience: PlanAudience;
  planId: PlanId;
  source: PlanSource;
  /** Last day of a paid plan (null on a free plan). */
  paidUntil: string | null;
  /** The billing month monthly limits count in. */
  monthStart: string;
  monthEnd: string;
  usage: PlanUsage[];
  features: { key: FeatureKey; included: boolean }[];
  /** Whether this person may change it (an organisation's owner; a job seeker). */
  canManage: boolean;
  /** The currency prices are shown in: the organisation's first venue's, when plans have it. */
  currency: PlanCurrency | null;
}

/** Most months an admin grants at once. */
export const MAX_GRANT_MONTHS = 36;

/**
 * PUT /api/admin/users/:id/plan (the "invoice" billing an admin runs): put the account — or, for
 * a restaurant member, their organisation — on `planId` for `months` from now. The free plan
 * ends a grant at once.
 */
export const planGrantInput = z.object({
  planId: z.enum(planIds, 'validation.planInvalid'),
  months: z
    .int('validation.grantMonthsInvalid')
    .min(1, 'validation.grantMonthsInvalid')
    .max(MAX_GRANT_MONTHS, 'validation.grantMonthsInvalid'),
});
export type PlanGrantInput = z.infer<typeof planGrantInput>;

/**
 * POST /api/plan/checkout: the paid plan to move to, priced in `currency`. Answered with where
 * to pay (a provider's page), or null where plans are arranged with us (invoice billing).
 */
export const planCheckoutInput = z.object({
  planId: z.enum(planIds, 'validation.planInvalid'),
  currency: z.enum(planCurrencies, 'validation.planCurrencyInvalid'),
});
export type PlanCheckoutInput = z.infer<typeof planCheckoutInput>;

/** Where to go next: the provider's checkout or customer portal, or null: talk to us. */
export interface PlanCheckoutAnswer {
  url: string | null;
}

/** GET /api/plans: how paid plans are bought here — online (Stripe) or by talking to us. */
export interface PlanBillingAnswer {
  checkout: 'online' | 'contact';
}
