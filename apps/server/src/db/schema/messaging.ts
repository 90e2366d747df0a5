import { sql } from '../sql.ts';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from '../pg-core.ts';
import { applications } from './applications.ts';
import { users } from './users.ts';

/**
 * A conversation (spec section 3: id, participants, lastMessage, lastMessageTimestamp,
 * unreadCount) between two people, optionally about one application. `pairKey` is the two user
 * ids in order plus the application id (or nothing), unique, so starting a conversation again
 * finds the existing one even when two requests race.
 */
export const conversations = pgTable('conversations', {
  id: uuid('id').primaryKey().defaultRandom(),
  pairKey: text('pair_key').notNull().unique(),
  /** Kept when the application goes (the messages stay readable). */
  applicationId: uuid('application_id').references(() => applications.id, {
    onDelete: 'set null',
  }),
  lastMessage: text('last_message').notNull().default(''),
  lastMessageTimestamp: timestamp('last_message_timestamp', { withTimezone: true }),
  lastMessageSenderId: uuid('last_message_sender_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The participants, with the unread count kept per participant (the spec's one `unreadCount`
 * cannot say whose). A deleted account's row goes; the other person keeps the conversation and
 * sees "Deleted user".
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unreadCount: integer('unread_count').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_participants_user_idx').on(table.userId),
  ],
);

/** A message (spec section 3) plus its sender; content is plain text, rendered escaped. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    receiverId: uuid('receiver_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    read: boolean('read').notNull().default(false),
    // clock_timestamp, not now(): two messages of one transaction still order by when sent.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('messages_conversation_idx').on(table.conversationId, table.createdAt, table.id),
    // "Count unread messages by receiverId and read=false" (spec section 7) and the bell.
    index('messages_unread_idx')
      .on(table.receiverId, table.createdAt)
      .where(sql`${table.read} = false`),
    // A side's unread in its conversations (teams: a venue's members share a thread, and a
    // message to the venue is addressed to one of them): the bell's messages, mark read.
    index('messages_unread_conversation_idx')
      .on(table.conversationId, table.createdAt)
      .where(sql`${table.read} = false`),
  ],
);
