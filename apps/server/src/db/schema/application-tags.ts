import { sql } from '../sql.ts';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from '../pg-core.ts';
import { applications } from './applications.ts';
import { venues } from './organisations.ts';

/** A venue's private tags (application-tags.ts): at most 20, names unique whatever their case. */
export const applicationTags = pgTable(
  'application_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('application_tags_restaurant_name_key').on(
      table.restaurantId,
      sql`lower(${table.name})`,
    ),
  ],
);

/** Which tags an application carries (at most 5); gone with the tag or the application. */
export const applicationTagLinks = pgTable(
  'application_tag_links',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => applicationTags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.tagId] }),
    index('application_tag_links_tag_idx').on(table.tagId),
  ],
);
