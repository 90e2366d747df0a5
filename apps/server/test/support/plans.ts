import type { PlanId } from '@brigade/shared/plans/plans';
import type { SessionUser } from '@brigade/shared/session';
import { saveInvoicePlan } from '../../src/services/plans/billing/invoice-billing.ts';
import { holderOf, subscriptionOf } from '../../src/services/plans/plan-holder.ts';
import { planSubscriptions } from '../../src/db/schema/plans.ts';
import type { TestApp } from './test-app.ts';

/**
 * Puts the person's plan holder (their organisation, or their own account) on `planId` for a
 * year, as an admin's grant does. Restaurants made by the test helpers start on Scale, so tests
 * about other rules never meet a plan's limit; the plan tests choose theirs.
 */
export async function putOnPlan(
  t: TestApp,
  user: Pick<SessionUser, 'id' | 'userType'>,
  planId: PlanId,
  now = new Date(),
): Promise<void> {
  const holder = await holderOf(t.database.db, user);
  if (!holder) throw new Error('this person holds no plan');
  await saveInvoicePlan(t.database.db, holder, { planId, months: 12, grantedBy: null, now });
}

/** Ends the person's paid plan at once, as an admin's grant of the free plan does. */
export async function endPlan(t: TestApp, user: Pick<SessionUser, 'id' | 'userType'>) {
  const holder = await holderOf(t.database.db, user);
  if (holder) await t.database.db.delete(planSubscriptions).where(subscriptionOf(holder));
}
