import { pgTable, primaryKey, text, timestamp, uuid } from '../pg-core.ts';
import { users } from './users.ts';

/**
 * Which notifications a user has read. Notifications are derived (spec section 4) from
 * applications and messages; their read state goes beyond the spec (kept only in the client
 * there) and lives here so it holds across devices and reloads. `notificationId` is the derived
 * notification's stable id (see the notifications service).
 */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: text('notification_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.notificationId] })],
);
