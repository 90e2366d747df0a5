import { sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database.ts';
import { pruneNotificationReads } from '../notifications/prune-notification-reads.ts';
import { pruneRateLimits } from '../rate-limit/consume-rate-limit.ts';

/**
 * What the server does once an hour: drops expired rate-limit windows and the read marks of
 * notifications that can no longer appear, and on the embedded engine refreshes the planner's
 * statistics — PGlite has no autovacuum daemon, so without it search plans would keep assuming
 * the tables are as small as on the first day.
 */
export async function hourlyMaintenance(database: Database): Promise<void> {
  await pruneRateLimits(database.db);
  await pruneNotificationReads(database.db);
  if (database.kind === 'embedded') await database.db.execute(sql`ANALYZE`);
}
