import { planById, planIds, type PlanId } from '@brigade/shared/plans/plans';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { eq } from '../../../db/sql.ts';
import { billingEvents, planSubscriptions } from '../../../db/schema/plans.ts';
import {
  accountHolder,
  audienceOf,
  lockPlanHolder,
  organisationHolder,
  saveSubscription,
  subscriptionOf,
  type PlanHolder,
} from '../plan-holder.ts';

/** What Brigade reads of a Stripe subscription (the SDK's type has far more). */
export interface StripeSubscriptionLike {
  id: string;
  customer: string | { id: string };
  status: string;
  metadata: Record<string, string>;
  billing_cycle_anchor: number;
  cancel_at_period_end: boolean;
  ended_at: number | null;
  /** Since Stripe's 2025 API the period is the items'; older API versions kept it here. */
  current_period_end?: number;
  items: { data: { current_period_end?: number }[] };
}

/** What Brigade reads of a Stripe event. */
export interface StripeEventLike {
  id: string;
  type: string;
  /** Seconds since the epoch. */
  created: number;
  data: { object: unknown };
}

export type StripeEventOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

/** Stripe's statuses under which the plan holds (past_due: Stripe is still retrying the card). */
const paying = new Set(['active', 'trialing', 'past_due']);

const subscriptionEvents = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

/** The holder and plan Brigade wrote into the subscription's metadata at checkout. */
export function subscriptionMetadata(holder: PlanHolder, planId: PlanId): Record<string, string> {
  return holder.kind === 'organisation'
    ? { holderKind: 'organisation', holderId: holder.organisationId, planId }
    : { holderKind: 'account', holderId: holder.userId, planId };
}

function holderIn(metadata: Record<string, string>): { holder: PlanHolder; planId: PlanId } | null {
  const planId = planIds.find((id) => id === metadata.planId);
  const holderId = metadata.holderId;
  if (!planId || !holderId) return null;
  const holder =
    metadata.holderKind === 'organisation'
      ? organisationHolder(holderId)
      : metadata.holderKind === 'account'
        ? accountHolder(holderId)
        : null;
  // A plan of the other kind of account is never written by Brigade: not ours to apply.
  if (!holder || planById(planId).audience !== audienceOf(holder)) return null;
  return { holder, planId };
}

function periodEnd(subscription: StripeSubscriptionLike): number | null {
  return subscription.items.data[0]?.current_period_end ?? subscription.current_period_end ?? null;
}

/**
 * Applies one verified Stripe event to `plan_subscriptions`, once: an event id seen before is a
 * duplicate; an event older than the newest one applied to that holder is stale (events may
 * arrive out of order), so the newest state always wins. Only subscription events change a
 * plan: while Stripe says it is paid, it holds until the period's end; cancelled or unpaid, it
 * ends then (or at once). Everything else is recorded and ignored.
 */
export async function applyStripeEvent(
  db: NodePgDatabase,
  event: StripeEventLike,
  now = new Date(),
): Promise<StripeEventOutcome> {
  return db.transaction(async (tx) => {
    const seen = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type, outcome: 'received' })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (seen.length === 0) return 'duplicate';
    const outcome = await applyNew(tx, event, now);
    await tx.update(billingEvents).set({ outcome }).where(eq(billingEvents.id, event.id));
    return outcome;
  });
}

async function applyNew(
  tx: NodePgDatabase,
  event: StripeEventLike,
  now: Date,
): Promise<StripeEventOutcome> {
  if (!subscriptionEvents.has(event.type)) return 'ignored';
  const subscription = event.data.object as StripeSubscriptionLike;
  const owner = holderIn(subscription.metadata ?? {});
  const end = periodEnd(subscription);
  if (!owner || end === null) return 'ignored';
  const { holder, planId } = owner;
  await lockPlanHolder(tx, holder);
  const [row] = await tx
    .select({ lastEventAt: planSubscriptions.lastEventAt })
    .from(planSubscriptions)
    .where(subscriptionOf(holder));
  const eventAt = new Date(event.created * 1000);
  if (row?.lastEventAt && eventAt < row.lastEventAt) return 'stale';
  const holds = event.type !== 'customer.subscription.deleted' && paying.has(subscription.status);
  const endedAt = subscription.ended_at ? new Date(subscription.ended_at * 1000) : now;
  await saveSubscription(tx, holder, {
    planId,
    source: 'stripe',
    startedAt: new Date(subscription.billing_cycle_anchor * 1000),
    paidUntil: holds ? new Date(end * 1000) : new Date(Math.min(endedAt.getTime(), now.getTime())),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    stripeCustomerId:
      typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    stripeSubscriptionId: subscription.id,
    lastEventAt: eventAt,
    grantedBy: null,
    updatedAt: now,
  });
  return 'applied';
}
