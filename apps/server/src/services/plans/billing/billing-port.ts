import type { PlanId } from '@brigade/shared/plans/plans';
import type { CurrentPlan } from '../current-plan.ts';
import type { PlanHolder } from '../plan-holder.ts';

/** Who is buying: the plan's holder and the person at the keyboard (a provider wants an address). */
export interface CheckoutRequest {
  holder: PlanHolder;
  planId: PlanId;
  email: string;
  /** Where the provider sends the person back to. */
  returnUrl: string;
}

/**
 * Where checkout goes: a provider's page to pay on, or, where an admin arranges plans by
 * invoice, a conversation with us.
 */
export type CheckoutStart = { kind: 'redirect'; url: string } | { kind: 'contact' };

/**
 * The billing port (issue 18, decision 027): everything Brigade asks of whoever takes the money.
 * The embedded default is "invoice" (an admin grants a plan for a period, `grant-plan.ts`); a
 * Stripe adapter takes its place when its keys are set. Entitlements never ask the port: they
 * read `plan_subscriptions`, which the adapters keep.
 */
export interface BillingPort {
  readonly kind: 'invoice' | 'stripe';
  startCheckout(request: CheckoutRequest): Promise<CheckoutStart>;
  /** Stops renewal; the plan holds until its paid period ends. */
  cancel(holder: PlanHolder): Promise<void>;
  readState(holder: PlanHolder): Promise<CurrentPlan>;
  /** Verifies a provider's event by its signature and applies it once, whatever the order. */
  applyWebhook(payload: Buffer, signature: string | undefined): Promise<void>;
}
