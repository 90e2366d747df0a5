import { sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/** Security events are kept for 90 days, and at most the newest 100,000 of them. */
export const securityEventRetention = {
  maxAgeMs: 90 * 24 * 60 * 60 * 1000,
  maxCount: 100_000,
} as const;

/**
 * Deletes events older than the retention age, then every event beyond the newest `maxCount`
 * (ordered by time, then id, so the cut is exact even when instants tie). Tests pass smaller
 * limits. Returns how many were deleted.
 */
export async function pruneSecurityEvents(
  db: NodePgDatabase,
  limits: { maxAgeMs: number; maxCount: number } = securityEventRetention,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - limits.maxAgeMs).toISOString();
  const old = await db.execute(
    sql`delete from security_events where occurred_at < ${cutoff}::timestamptz`,
  );
  // The oldest event still kept; everything after it in newest-first order goes.
  const excess = await db.execute(sql`
    delete from security_events
    where (occurred_at, id) < (
      select occurred_at, id from security_events
      order by occurred_at desc, id desc
      offset ${Math.max(limits.maxCount - 1, 0)} limit 1
    )`);
  return (old.rowCount ?? 0) + (excess.rowCount ?? 0);
}
