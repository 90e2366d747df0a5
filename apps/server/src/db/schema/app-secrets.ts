import { pgTable, text, timestamp } from '../pg-core.ts';

/**
 * Secrets the server makes for itself on first start (the session-signing key), kept in the
 * database so every server process on it shares them and `npm start` needs no configuration.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
