import { languages } from '@brigade/shared/languages';
import { boolean, pgTable, text, timestamp, uuid } from '../pg-core.ts';

export const userTypes = ['applicant', 'restaurant', 'admin'] as const;
export type UserType = (typeof userTypes)[number];

/**
 * The users record (spec section 3) — also better-auth's user model: better-auth owns id, name,
 * email, emailVerified, image and the timestamps; the rest are the spec's profile fields.
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  userType: text('user_type', { enum: userTypes }).notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  profileComplete: boolean('profile_complete').notNull().default(false),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  photoURL: text('photo_url'),
  /** The UI language the person last chose (mail is written in it); null until they choose. */
  language: text('language', { enum: languages }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
