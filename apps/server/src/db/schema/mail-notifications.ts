import { mailFrequencies, mailTopics } from '@brigade/shared/notifications/mail-topics';
import { sql } from '../sql.ts';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from '../pg-core.ts';
import { users } from './users.ts';

/**
 * Something that happened which a person may be mailed about (a new application, a status
 * change, an unread message…). Mail is built from these when the recipient's topic is flushed,
 * so several events become one mail; `mailedAt` is set once they went out (or were dropped:
 * a message read live, a topic turned off). `payload` holds ids and public facts only, never
 * private notes.
 */
export const mailEvents = pgTable(
  'mail_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic', { enum: mailTopics }).notNull(),
    type: text('type').notNull(),
    /** The application, job or message it is about. */
    subjectId: uuid('subject_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The queued flush that took this event into its mail: a flush retried after a crash finds
     * its own events again, and two flushes of one topic never both take an event.
     */
    flushId: uuid('flush_id'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_events_unmailed_idx')
      .on(table.recipientId, table.topic, table.createdAt)
      .where(sql`${table.mailedAt} is null`),
  ],
);

/** A person's choice per topic (Edit Profile → Notifications); no row means on and instant. */
export const mailPreferences = pgTable(
  'mail_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic', { enum: mailTopics }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    frequency: text('frequency', { enum: mailFrequencies }).notNull().default('instant'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.topic] })],
);
