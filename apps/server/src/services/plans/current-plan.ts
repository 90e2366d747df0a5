import { billingMonthOf, type BillingMonth } from '@brigade/shared/plans/billing-period';
import type { PlanSource } from '@brigade/shared/plans/plan-status';
import { freePlanOf, planById, type PlanDefinition } from '@brigade/shared/plans/plans';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { planSubscriptions } from '../../db/schema/plans.ts';
import { audienceOf, subscriptionOf, type PlanHolder } from './plan-holder.ts';

/** The plan a holder works under now, where it comes from, and the month allowances count in. */
export interface CurrentPlan {
  plan: PlanDefinition;
  source: PlanSource;
  paidUntil: Date | null;
  month: BillingMonth;
}

/**
 * A paid plan holds until `paid_until`; then, or without one, the audience's free plan, whose
 * months are calendar months. A row of the other audience's plan (never written) is ignored.
 */
export async function currentPlan(
  db: NodePgDatabase,
  holder: PlanHolder,
  now = new Date(),
): Promise<CurrentPlan> {
  const audience = audienceOf(holder);
  const [row] = await db
    .select({
      planId: planSubscriptions.planId,
      source: planSubscriptions.source,
      startedAt: planSubscriptions.startedAt,
      paidUntil: planSubscriptions.paidUntil,
    })
    .from(planSubscriptions)
    .where(subscriptionOf(holder));
  if (row && row.paidUntil > now) {
    const plan = planById(row.planId);
    if (plan.audience === audience) {
      return {
        plan,
        source: row.source,
        paidUntil: row.paidUntil,
        month: billingMonthOf(row.startedAt, now),
      };
    }
  }
  return {
    plan: planById(freePlanOf[audience]),
    source: 'free',
    paidUntil: null,
    month: billingMonthOf(null, now),
  };
}
