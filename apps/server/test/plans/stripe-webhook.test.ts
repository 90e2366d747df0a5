import type { PlanStatus } from '@brigade/shared/plans/plan-status';
import { apiPaths } from '@brigade/shared/routes';
import type { SessionUser } from '@brigade/shared/session';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { holderOf } from '../../src/services/plans/plan-holder.ts';
import { checkoutSessionParams } from '../../src/services/plans/billing/stripe-billing.ts';
import { useTestApp, type TestApp } from '../support/test-app.ts';
import { planOf, restaurantOn } from './plan-fixtures.ts';

const webhookSecret = 'whsec_brigade_test_secret';
const stripe = new Stripe('sk_test_brigade_offline');
const day = 86_400;

/** A subscription event as Stripe sends it, for the holder's organisation on `planId`. */
function subscriptionEvent(
  organisationId: string,
  change: {
    type?: string;
    planId?: string;
    status?: string;
    created: number;
    periodEnd: number;
    cancelAtPeriodEnd?: boolean;
  },
) {
  return {
    id: `evt_${randomUUID()}`,
    object: 'event',
    type: change.type ?? 'customer.subscription.updated',
    created: change.created,
    data: {
      object: {
        id: 'sub_brigade_1',
        object: 'subscription',
        customer: 'cus_brigade_1',
        status: change.status ?? 'active',
        metadata: {
          holderKind: 'organisation',
          holderId: organisationId,
          planId: change.planId ?? 'growth',
        },
        billing_cycle_anchor: change.created,
        cancel_at_period_end: change.cancelAtPeriodEnd ?? false,
        ended_at: null,
        items: { data: [{ current_period_end: change.periodEnd }] },
      },
    },
  };
}

/** Sends `event` to the webhook, signed with `secret` by the SDK's own test helper. */
function deliver(t: TestApp, event: object, secret = webhookSecret) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: apiPaths.stripeWebhook,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

/**
 * Stripe's webhooks, offline: events signed with the SDK's generateTestHeaderString, as Stripe
 * signs them; live test mode is for staging (README).
 */
describe('plans: Stripe webhooks', () => {
  const t = useTestApp({
    config: loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_brigade_offline',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
    }),
  });
  const organisationOf = async (user: Pick<SessionUser, 'id' | 'userType'>) => {
    const holder = await holderOf(t.database.db, user);
    if (holder?.kind !== 'organisation') throw new Error('no organisation');
    return holder.organisationId;
  };
  const now = () => Math.floor(Date.now() / 1000);

  it('puts the organisation on the plan paid for, until the period’s end; says paid plans are bought online', async () => {
    const { user, cookie } = await restaurantOn(t, null);
    const organisationId = await organisationOf(user);
    const periodEnd = now() + 30 * day;
    const event = subscriptionEvent(organisationId, {
      type: 'customer.subscription.created',
      created: now(),
      periodEnd,
    });
    expect((await deliver(t, event)).statusCode).toBe(204);
    const status = (await planOf(t, cookie)).json<PlanStatus>();
    expect(status).toMatchObject({ planId: 'growth', source: 'stripe' });
    expect(Date.parse(status.paidUntil ?? '')).toBe(periodEnd * 1000);
    const billing = await t.app.inject({ method: 'GET', url: apiPaths.plans });
    expect(billing.json()).toEqual({ checkout: 'online' });
  });

  it('refuses an event whose signature does not verify, and changes nothing', async () => {
    const { user, cookie } = await restaurantOn(t, null);
    const event = subscriptionEvent(await organisationOf(user), {
      created: now(),
      periodEnd: now() + 30 * day,
    });
    const forged = await deliver(t, event, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: { code: 'invalid_signature' } });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: apiPaths.stripeWebhook,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await planOf(t, cookie)).json()).toMatchObject({ planId: 'starter' });
  });

  it('applies an event delivered twice once, and an older event after a newer one not at all', async () => {
    const { user, cookie } = await restaurantOn(t, null);
    const organisationId = await organisationOf(user);
    const created = now() - 60;
    const subscribed = subscriptionEvent(organisationId, {
      type: 'customer.subscription.created',
      planId: 'growth',
      created,
      periodEnd: now() + 30 * day,
    });
    const upgraded = subscriptionEvent(organisationId, {
      planId: 'scale',
      created: created + 30,
      periodEnd: now() + 30 * day,
    });
    // The newer event arrives first; the older one after it changes nothing.
    expect((await deliver(t, upgraded)).statusCode).toBe(204);
    expect((await deliver(t, subscribed)).statusCode).toBe(204);
    expect((await planOf(t, cookie)).json()).toMatchObject({ planId: 'scale' });

    // The customer cancels: the plan ends when Stripe says the subscription is deleted.
    const deleted = subscriptionEvent(organisationId, {
      type: 'customer.subscription.deleted',
      planId: 'scale',
      status: 'canceled',
      created: created + 50,
      periodEnd: now(),
    });
    expect((await deliver(t, deleted)).statusCode).toBe(204);
    expect((await planOf(t, cookie)).json()).toMatchObject({ planId: 'starter', source: 'free' });
    // Delivered again (Stripe retries), the upgrade stays an old event: nothing comes back.
    expect((await deliver(t, upgraded)).statusCode).toBe(204);
    expect((await planOf(t, cookie)).json()).toMatchObject({ planId: 'starter' });
  });

  it('ignores events of other kinds and subscriptions Brigade did not start', async () => {
    const { user, cookie } = await restaurantOn(t, null);
    const other = {
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'invoice.paid',
      created: now(),
      data: { object: {} },
    };
    expect((await deliver(t, other)).statusCode).toBe(204);
    const foreign = subscriptionEvent(await organisationOf(user), {
      planId: 'pro',
      created: now(),
      periodEnd: now() + 30 * day,
    });
    expect((await deliver(t, foreign)).statusCode).toBe(204);
    expect((await planOf(t, cookie)).json()).toMatchObject({ planId: 'starter' });
  });

  it('prices Checkout from the plans table, with whose plan it is in the subscription', async () => {
    const params = checkoutSessionParams(
      {
        holder: { kind: 'organisation', organisationId: 'org-1' },
        planId: 'growth',
        currency: 'GBP',
        email: 'owner@brigade.test',
        returnUrl: 'https://brigade.example/restaurant/organisation',
      },
      null,
    );
    expect(params).toMatchObject({
      mode: 'subscription',
      customer_email: 'owner@brigade.test',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'gbp', unit_amount: 4200, recurring: { interval: 'month' } },
        },
      ],
      subscription_data: {
        metadata: { holderKind: 'organisation', holderId: 'org-1', planId: 'growth' },
      },
    });
  });
});

describe('plans: buying without a payment provider (invoice billing)', () => {
  const t = useTestApp();

  it('answers that paid plans are arranged with us, and refuses what cannot be bought', async () => {
    expect((await t.app.inject({ method: 'GET', url: apiPaths.plans })).json()).toEqual({
      checkout: 'contact',
    });
    const { cookie } = await restaurantOn(t, null);
    const checkout = (payload: object) =>
      t.app.inject({ method: 'POST', url: apiPaths.planCheckout, headers: { cookie }, payload });
    const growth = await checkout({ planId: 'growth', currency: 'EUR' });
    expect(growth.statusCode, growth.body).toBe(200);
    expect(growth.json()).toEqual({ url: null });
    expect((await checkout({ planId: 'pro', currency: 'EUR' })).statusCode).toBe(400);
    expect((await checkout({ planId: 'starter', currency: 'EUR' })).statusCode).toBe(400);
    expect((await checkout({ planId: 'growth', currency: 'USD' })).statusCode).toBe(400);
    const webhook = await t.app.inject({
      method: 'POST',
      url: apiPaths.stripeWebhook,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
  });
});
