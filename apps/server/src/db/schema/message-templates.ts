import { index, pgTable, text, timestamp, uuid } from '../pg-core.ts';
import { venues } from './organisations.ts';

/**
 * A venue's message templates (issue 16): sent with a bulk status move, filled per applicant
 * (packages/shared/src/applications/message-templates.ts). At most 20 a venue.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('message_templates_restaurant_idx').on(table.restaurantId, table.createdAt)],
);
