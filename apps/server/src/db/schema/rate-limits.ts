import { integer, pgTable, text, timestamp } from '../pg-core.ts';

/**
 * Fixed-window counters for the server-side rate limiter. Kept in the database so every server
 * process shares them.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
