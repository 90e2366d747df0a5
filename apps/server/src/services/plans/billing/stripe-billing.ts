import { planById } from '@brigade/shared/plans/plans';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type Stripe from 'stripe';
import { AppError } from '../../../core/app-error.ts';
import { planSubscriptions } from '../../../db/schema/plans.ts';
import { currentPlan } from '../current-plan.ts';
import { subscriptionOf, type PlanHolder } from '../plan-holder.ts';
import type { BillingPort, CheckoutRequest } from './billing-port.ts';
import { applyStripeEvent, subscriptionMetadata, type StripeEventLike } from './stripe-events.ts';

/** What the adapter needs: the keys, and where Stripe sends people back to. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
}

/**
 * The parameters of a Checkout Session for `request`: a monthly subscription priced from the one
 * plans table (no price ids to keep in step), the holder and plan in the subscription's metadata
 * so its events say whose plan they are about.
 */
export function checkoutSessionParams(
  request: CheckoutRequest,
  customerId: string | null,
): Stripe.Checkout.SessionCreateParams {
  const plan = planById(request.planId);
  const metadata = subscriptionMetadata(request.holder, plan.id);
  return {
    mode: 'subscription',
    ...(customerId ? { customer: customerId } : { customer_email: request.email }),
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: request.currency.toLowerCase(),
          unit_amount: Math.round(plan.monthlyPrice[request.currency] * 100),
          recurring: { interval: 'month' },
          product_data: { name: `Brigade ${plan.id[0]?.toUpperCase()}${plan.id.slice(1)}` },
        },
      },
    ],
    metadata,
    subscription_data: { metadata },
    success_url: request.returnUrl,
    cancel_url: request.returnUrl,
  };
}

/**
 * The Stripe adapter of the billing port, chosen when STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are set: Checkout for a new plan, the customer portal to change or
 * cancel it, and webhooks (verified by signature, applied once and in order) that keep
 * `plan_subscriptions`. The SDK is loaded only here, so a server without Stripe never loads it.
 */
export async function stripeBilling(
  db: NodePgDatabase,
  settings: StripeSettings,
): Promise<BillingPort> {
  const { default: StripeSdk } = await import('stripe');
  const stripe = new StripeSdk(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const stripeIds = async (holder: PlanHolder) => {
    const [row] = await db
      .select({
        customer: planSubscriptions.stripeCustomerId,
        subscription: planSubscriptions.stripeSubscriptionId,
      })
      .from(planSubscriptions)
      .where(subscriptionOf(holder));
    return { customer: row?.customer ?? null, subscription: row?.subscription ?? null };
  };
  return {
    kind: 'stripe',
    async startCheckout(request) {
      const { customer } = await stripeIds(request.holder);
      const session = await stripe.checkout.sessions.create(
        checkoutSessionParams(request, customer),
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { kind: 'redirect', url: session.url };
    },
    async manage(holder, returnUrl) {
      const { customer } = await stripeIds(holder);
      if (!customer) throw new AppError('not_found');
      const portal = await stripe.billingPortal.sessions.create({
        customer,
        return_url: returnUrl,
      });
      return { kind: 'redirect', url: portal.url };
    },
    async cancel(holder) {
      const { subscription } = await stripeIds(holder);
      if (!subscription) throw new AppError('not_found');
      await stripe.subscriptions.update(subscription, { cancel_at_period_end: true });
    },
    readState: (holder) => currentPlan(db, holder),
    async applyWebhook(payload, signature) {
      let event: StripeEventLike;
      try {
        event = stripe.webhooks.constructEvent(payload, signature ?? '', settings.webhookSecret);
      } catch {
        throw new AppError('invalid_signature');
      }
      await applyStripeEvent(db, event);
    },
  };
}
