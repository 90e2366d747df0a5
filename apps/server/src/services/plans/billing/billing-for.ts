import type { AppContext } from '../../../core/app-context.ts';
import type { BillingPort } from './billing-port.ts';
import { invoiceBilling } from './invoice-billing.ts';
import { stripeBilling } from './stripe-billing.ts';

const adapters = new WeakMap<AppContext, Promise<BillingPort>>();

/**
 * The billing adapter of this server: Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET
 * are set (both or neither: config/env.ts), invoice billing otherwise. Made once per context.
 */
export function billingFor(ctx: AppContext): Promise<BillingPort> {
  let adapter = adapters.get(ctx);
  if (!adapter) {
    const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = ctx.config;
    adapter =
      secretKey && webhookSecret
        ? stripeBilling(ctx.database.db, { secretKey, webhookSecret })
        : Promise.resolve(invoiceBilling(ctx.database.db));
    adapters.set(ctx, adapter);
  }
  return adapter;
}
