import { expiryWarningDays } from '@brigade/shared/jobs/listing-expiry';
import { sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { EXPIRE_LISTING, WARN_LISTING_EXPIRY } from './schedule-listing-expiry.ts';

type Executor = Pick<NodePgDatabase, 'execute'>;

/** A listing's work key for its date, as scheduleListingExpiry writes it (`validThrough` in ms). */
const workKey = (kind: string) =>
  sql`${`${kind}:`} || j.id::text || ':' || floor(extract(epoch from j.valid_through) * 1000)::bigint`;

/**
 * The hourly safety net: open listings past their `validThrough` that no queued work will close
 * (data migrated with a date, work lost or failed for good) get their `jobs.expire` queued now,
 * so they close the same way, mail included. The singleton key is the one publishing used: a
 * listing whose expiry is still pending adds nothing, and one closed meanwhile is not selected.
 * Its date is taken from the row as stored, so the handler's equality check holds. Then the
 * warnings such listings missed (queueMissedExpiryWarnings).
 */
export async function sweepExpiredListings(db: Executor): Promise<void> {
  await db.execute(sql`
    insert into queued_work (kind, payload, run_at, singleton_key, max_attempts)
    select ${EXPIRE_LISTING},
           jsonb_build_object('jobId', j.id::text, 'validThrough', j.valid_through),
           now(),
           ${workKey(EXPIRE_LISTING)},
           8
    from jobs j
    where j.status = 'open' and j.valid_through <= now() and j.removed_at is null
    on conflict (singleton_key) where state = 'pending' do nothing`);
  await queueMissedExpiryWarnings(db);
}

/**
 * Open listings closing within the warning's days whose restaurant was never warned for that date
 * (a date given by migration 0013 queued no warning; nor does one already that close when set)
 * get the warning queued now. Never two for one date: none when a warning for it was ever queued,
 * whatever became of it (finished work is kept a week, longer than the warning's days, so a warning
 * mailed, or skipped because the restaurant turned listing mail off, still counts), nor when one
 * was recorded for it.
 */
async function queueMissedExpiryWarnings(db: Executor): Promise<void> {
  await db.execute(sql`
    insert into queued_work (kind, payload, run_at, singleton_key, max_attempts)
    select ${WARN_LISTING_EXPIRY},
           jsonb_build_object('jobId', j.id::text, 'validThrough', j.valid_through),
           now(),
           ${workKey(WARN_LISTING_EXPIRY)},
           8
    from jobs j
    where j.status = 'open' and j.removed_at is null
      and j.valid_through > now()
      and j.valid_through <= now() + make_interval(days => ${expiryWarningDays})
      and not exists (
        select 1 from queued_work q
        where q.kind = ${WARN_LISTING_EXPIRY} and q.singleton_key = ${workKey(WARN_LISTING_EXPIRY)})
      and not exists (
        select 1 from mail_events e
        where e.type = 'job_expiring' and e.subject_id = j.id
          and (e.payload ->> 'validThrough')::timestamptz = j.valid_through)
    on conflict (singleton_key) where state = 'pending' do nothing`);
}
