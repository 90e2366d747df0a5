import { pgTable, text, timestamp, uuid } from '../pg-core.ts';
import { users } from './users.ts';

/**
 * Edit Profile's details of the person beyond the users record; deleted with the account
 * (cascade). A restaurant's venue details live in `venues` (decision 024).
 */
export const userProfiles = pgTable('user_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone'),
  bio: text('bio'),
  headline: text('headline'),
  city: text('city'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
