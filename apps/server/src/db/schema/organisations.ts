import { sql } from '../sql.ts';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from '../pg-core.ts';
import { users } from './users.ts';

/**
 * A restaurant group (issue 17, decision 024). Its owner is a column, not a member row, so there
 * is always exactly one, and deleting the owner's account deletes the organisation with its
 * venues and everything they hold, as deleting a restaurant account did before teams.
 */
export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One organisation per person for now (decision 024).
  (table) => [uniqueIndex('organisations_owner_key').on(table.ownerId)],
);

export const venueMemberRoles = ['admin', 'manager'] as const;

/**
 * A venue: what a restaurant account's profile held about its place before teams. A venue made
 * from such an account keeps that account's id, so every `restaurant_id` keeps its value.
 */
export const venues = pgTable(
  'venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name'),
    venueType: text('venue_type'),
    address: text('address'),
    postcode: text('postcode'),
    city: text('city'),
    website: text('website'),
    description: text('description'),
    /** The venue's country (ISO 3166-1 alpha-2, e.g. GB) and the currency it pays in (ISO 4217). */
    country: text('country'),
    currency: text('currency'),
    /** The venue's time zone (IANA, e.g. Europe/London): interviews are set in it. */
    timeZone: text('time_zone'),
    /** Its logo's public URL (/files/venue-logos/…); null: the founding account's picture, if any. */
    logoUrl: text('logo_url'),
    /** Days the venue takes to decide on an application before it closes by itself (null: 21). */
    decisionDays: integer('decision_days'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('venues_organisation_idx').on(table.organisationId)],
);

/**
 * The organisation's other members: admins and managers. A removed member keeps the row (who
 * removed them, when) for the audit trail; only a current row gives access.
 */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: venueMemberRoles }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('organisation_members_current_key')
      .on(table.userId)
      .where(sql`${table.removedAt} IS NULL`),
    index('organisation_members_organisation_idx').on(table.organisationId),
  ],
);

/** The venues a manager was given (admins reach every venue and have none here). */
export const memberVenues = pgTable(
  'member_venues',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => organisationMembers.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.venueId] })],
);

/**
 * An invitation to join an organisation, sent by e-mail: single use (`accepted_at`), 7 days
 * (`expires_at`), revocable. Only a SHA-256 hash of the link's token is kept.
 */
export const organisationInvitations = pgTable(
  'organisation_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: venueMemberRoles }).notNull(),
    /** The venues a manager will be given (admins reach every venue). */
    venueIds: uuid('venue_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('organisation_invitations_organisation_idx').on(table.organisationId)],
);

/**
 * API keys of an organisation's jobs feed (plans: Scale). Only a SHA-256 of the key is kept; the
 * key is shown once, when made. A revoked key keeps its row for the record.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_keys_organisation_idx').on(table.organisationId)],
);
