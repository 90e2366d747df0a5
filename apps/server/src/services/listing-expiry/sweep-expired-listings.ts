import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { EXPIRE_LISTING } from './schedule-listing-expiry.ts';

/**
 * The hourly safety net: open listings past their `validThrough` that no queued work will close
 * (data migrated with a date, work lost or failed for good) get their `jobs.expire` queued now,
 * so they close the same way, mail included. The singleton key is the one publishing used: a
 * listing whose expiry is still pending adds nothing, and one closed meanwhile is not selected.
 * Its date is taken from the row as stored, so the handler's equality check holds.
 */
export async function sweepExpiredListings(db: Pick<NodePgDatabase, 'execute'>): Promise<void> {
  await db.execute(sql`
    insert into queued_work (kind, payload, run_at, singleton_key, max_attempts)
    select ${EXPIRE_LISTING},
           jsonb_build_object('jobId', j.id::text, 'validThrough', j.valid_through),
           now(),
           ${`${EXPIRE_LISTING}:`} || j.id::text || ':'
             || floor(extract(epoch from j.valid_through) * 1000)::bigint,
           8
    from jobs j
    where j.status = 'open' and j.valid_through <= now() and j.removed_at is null
    on conflict (singleton_key) where state = 'pending' do nothing`);
}
