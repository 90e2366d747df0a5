import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { LivePublisher } from '../live/live-hub.ts';

/** What the messaging services that change something use: the database and the live hub. */
export interface MessagingContext {
  db: NodePgDatabase;
  live: LivePublisher;
}
