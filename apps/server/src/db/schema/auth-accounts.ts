import { index, pgTable, text, timestamp, uniqueIndex, uuid } from '../pg-core.ts';
import { users } from './users.ts';

/**
 * How a user signs in (better-auth's account model): `credential` holds the Argon2id password
 * hash; an OpenID Connect account is keyed by provider + subject (accountId).
 */
export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_accounts_user_id_idx').on(table.userId),
    // One Brigade account per provider identity (issuer + subject).
    uniqueIndex('auth_accounts_provider_account_idx').on(table.providerId, table.accountId),
  ],
);
