import { addMonths } from '@brigade/shared/plans/billing-period';
import type { PlanId } from '@brigade/shared/plans/plans';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '../../../core/app-error.ts';
import { currentPlan } from '../current-plan.ts';
import { saveSubscription, type PlanHolder } from '../plan-holder.ts';
import type { BillingPort } from './billing-port.ts';

/**
 * Invoice billing, the default: nothing is bought online. A paid plan is arranged with us and
 * an admin grants it for a period (`grant-plan.ts`, audited); it does not renew by itself, so
 * there is nothing to cancel, and no provider sends events.
 */
export function invoiceBilling(db: NodePgDatabase): BillingPort {
  return {
    kind: 'invoice',
    startCheckout: () => Promise.resolve({ kind: 'contact' }),
    manage: () => Promise.resolve({ kind: 'contact' }),
    cancel: () => Promise.resolve(),
    readState: (holder) => currentPlan(db, holder),
    applyWebhook: () => Promise.reject(new AppError('not_found')),
  };
}

/**
 * Puts the holder on `planId` for `months` from `now`, its billing months counted from `now`
 * (replacing any grant it had). `grantedBy`: the admin, or null for the demo data.
 */
export async function saveInvoicePlan(
  db: NodePgDatabase,
  holder: PlanHolder,
  grant: { planId: PlanId; months: number; grantedBy: string | null; now?: Date },
): Promise<void> {
  const now = grant.now ?? new Date();
  await saveSubscription(db, holder, {
    planId: grant.planId,
    source: 'invoice',
    startedAt: now,
    paidUntil: addMonths(now, grant.months),
    cancelAtPeriodEnd: false,
    grantedBy: grant.grantedBy,
    updatedAt: now,
  });
}
