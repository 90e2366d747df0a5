import { bigint, index, integer, pgTable, text, timestamp, uuid } from '../pg-core.ts';
import { users } from './users.ts';

/**
 * An admin's authenticator (TOTP, RFC 6238), issue 7. Created at the first admin sign-in with
 * `enabledAt` null; enabled once the first code is proven. `secret` is encrypted with the app
 * secret. `lastUsedStep` refuses a code used twice in its 30-second window.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes (stored hashed), each usable once instead of an authenticator code. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('two_factor_recovery_codes_user_idx').on(table.userId)],
);

/**
 * The step between a proven password and a session: the sign-in answer carries the token (only
 * its hash is stored), the second request brings it back with a code. Short-lived, with a bounded
 * number of attempts.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('two_factor_challenges_expires_idx').on(table.expiresAt)],
);
