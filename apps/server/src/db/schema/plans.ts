import { planIds, type LimitKey } from '@brigade/shared/plans/plans';
import { sql } from '../sql.ts';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from '../pg-core.ts';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

export const billingSources = ['invoice', 'stripe'] as const;

/**
 * A paid plan (issue 18, decision 027): an organisation's (restaurants) or a person's (job
 * seekers), one row each. It holds while `paid_until` is ahead; without a row, or past it, the
 * free plan holds. `source` says which billing adapter keeps it: an admin's grant ("invoice") or
 * a Stripe subscription, whose ids and last applied event are kept so events out of order or
 * twice change nothing.
 */
export const planSubscriptions = pgTable(
  'plan_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id', { enum: planIds }).notNull(),
    source: text('source', { enum: billingSources }).notNull(),
    /** When its first billing month began: monthly allowances count again from that day. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    paidUntil: timestamp('paid_until', { withTimezone: true }).notNull(),
    /** Stripe: cancelled, so it ends at `paid_until` without renewal. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** Stripe: the creation time of the newest event applied (older ones change nothing). */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    /** Invoice: the admin who granted it. */
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('plan_subscriptions_organisation_key').on(table.organisationId),
    uniqueIndex('plan_subscriptions_user_key').on(table.userId),
    check(
      'plan_subscriptions_one_holder',
      sql`(${table.organisationId} IS NULL) <> (${table.userId} IS NULL)`,
    ),
  ],
);

/**
 * What a monthly allowance was spent on (a first message to someone who did not apply), one row
 * per thing, so the same one never counts twice; counted over the billing month.
 */
export const planUsage = pgTable(
  'plan_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').$type<LimitKey>().notNull(),
    /** What it was spent on (a conversation's id). */
    subjectId: uuid('subject_id').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('plan_usage_subject_key').on(table.key, table.subjectId),
    index('plan_usage_organisation_idx').on(table.organisationId, table.key, table.usedAt),
    index('plan_usage_user_idx').on(table.userId, table.key, table.usedAt),
  ],
);

/**
 * The payment provider's events already applied (Stripe's event ids): an event delivered twice
 * is applied once. Kept, like the audit log, as the trail of what changed a plan.
 */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** What applying it did: applied, stale (older than the state kept), ignored. */
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
