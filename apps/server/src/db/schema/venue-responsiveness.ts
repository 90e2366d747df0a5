import { integer, pgTable, timestamp, uuid } from '../pg-core.ts';
import { venues } from './organisations.ts';

/**
 * Each venue's answers to its applicants over the last 90 days, as the hourly work last counted
 * them (services/venues/compute-responsiveness.ts): job pages read this, never the applications.
 */
export const venueResponsiveness = pgTable('venue_responsiveness', {
  restaurantId: uuid('restaurant_id')
    .primaryKey()
    .references(() => venues.id, { onDelete: 'cascade' }),
  applications: integer('applications').notNull(),
  answered: integer('answered').notNull(),
  /** Median seconds from applying to the venue's first answer; null when none was answered. */
  medianResponseSeconds: integer('median_response_seconds'),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});
