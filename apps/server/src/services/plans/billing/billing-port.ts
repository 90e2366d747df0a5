import type { PlanCurrency, PlanId } from '@brigade/shared/plans/plans';
import type { CurrentPlan } from '../current-plan.ts';
import type { PlanHolder } from '../plan-holder.ts';

/** Who is buying what: the plan's holder, the plan and currency, and the person's address. */
export interface CheckoutRequest {
  holder: PlanHolder;
  planId: PlanId;
  currency: PlanCurrency;
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
 * The embedded default is "invoice" (an admin grants a plan for a period, `grant-plan.ts`); the
 * Stripe adapter takes its place when its keys are set. Entitlements never ask the port: they
 * read `plan_subscriptions`, which the adapters keep.
 */
export interface BillingPort {
  readonly kind: 'invoice' | 'stripe';
  startCheckout(request: CheckoutRequest): Promise<CheckoutStart>;
  /** Where the holder changes or cancels a plan paid online (the provider's portal). */
  manage(holder: PlanHolder, returnUrl: string): Promise<CheckoutStart>;
  /** Stops renewal; the plan holds until its paid period ends. */
  cancel(holder: PlanHolder): Promise<void>;
  readState(holder: PlanHolder): Promise<CurrentPlan>;
  /** Verifies a provider's event by its signature (`payload`: the body as sent) and applies it once. */
  applyWebhook(payload: string, signature: string | undefined): Promise<void>;
}
