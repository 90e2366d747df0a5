import { integer, pgTable, text, timestamp, uuid } from '../pg-core.ts';
import { users } from './users.ts';

/** Edit Profile's details beyond the users record; deleted with the account (cascade). */
export const userProfiles = pgTable('user_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone'),
  bio: text('bio'),
  headline: text('headline'),
  city: text('city'),
  venueName: text('venue_name'),
  venueType: text('venue_type'),
  address: text('address'),
  postcode: text('postcode'),
  website: text('website'),
  venueDescription: text('venue_description'),
  /** The venue's country (ISO 3166-1 alpha-2, e.g. GB) and the currency it pays in (ISO 4217). */
  country: text('country'),
  currency: text('currency'),
  /** The venue's time zone (IANA, e.g. Europe/London): interviews are set in it. */
  timeZone: text('time_zone'),
  /** Days the venue takes to decide on an application before it closes by itself (null: 21). */
  decisionDays: integer('decision_days'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
