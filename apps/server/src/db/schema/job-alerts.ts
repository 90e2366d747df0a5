import { mailFrequencies } from '@brigade/shared/notifications/mail-topics';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from '../pg-core.ts';
import { jobs } from './jobs.ts';
import { users } from './users.ts';

/**
 * A job alert: a Browse Jobs search (its URL parameters, as strings) that mails its owner about
 * new listings matching it, at once or in a daily digest. Paused alerts match nothing.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull().default({}),
    frequency: text('frequency', { enum: mailFrequencies }).notNull().default('instant'),
    paused: boolean('paused').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_alerts_user_idx').on(table.userId, table.createdAt)],
);

/** Which listings an alert already matched: a listing reaches an alert's owner once, never twice. */
export const jobAlertMatches = pgTable(
  'job_alert_matches',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.alertId, table.jobId] })],
);
