import { sql } from '../../db/sql.ts';
import type { AppContext } from '../../core/app-context.ts';
import { mailApplicationsClosed } from '../mail-notifications/listing-mail.ts';
import type { ClaimedWork } from '../queue/work-queue.ts';
import { recordJobMailEvent } from '../mail-notifications/record-job-mail-event.ts';

type Ctx = Pick<AppContext, 'database' | 'config'>;

/** The queued `validThrough`, as the job's column holds it (compared in SQL, to the microsecond). */
const queuedFor = (work: ClaimedWork) => String(work.payload.validThrough);

/**
 * A listing's `validThrough` came: if it is still open and still has the date this work was queued
 * for (a renewal moved it: stale, nothing to do), it closes. It keeps its `validThrough` and gets
 * no reason, which is how Manage Listings tells "Expired" from a listing closed by hand
 * (`isExpired`). Applicants still in play hear it no longer accepts applications, the restaurant
 * that it expired. Running twice closes once: the second finds it closed.
 */
export async function expireListing(
  ctx: Ctx & Pick<AppContext, 'live'>,
  work: ClaimedWork,
): Promise<void> {
  const jobId = String(work.payload.jobId);
  const { db } = ctx.database;
  const expired = await db.transaction(async (tx) => {
    const closed = await tx.execute<{ restaurant_id: string }>(sql`
      update jobs set status = 'closed', updated_at = now()
      where id = ${jobId} and status = 'open' and removed_at is null
        and valid_through = ${queuedFor(work)}::timestamptz
      returning restaurant_id`);
    const row = closed.rows[0];
    if (!row) return false;
    await mailApplicationsClosed(tx, ctx.config, jobId);
    await recordJobMailEvent(tx, ctx.config, {
      jobId,
      topic: 'listings',
      type: 'job_expired',
      subjectId: jobId,
      payload: { validThrough: queuedFor(work) },
    });
    return true;
  });
  if (expired) await ctx.live.announcePublicChange();
}

/** A few days before: if the listing is still open with the same date, its restaurant hears. */
export async function warnListingExpiry(ctx: Ctx, work: ClaimedWork): Promise<void> {
  const jobId = String(work.payload.jobId);
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    const found = await tx.execute<{ restaurant_id: string }>(sql`
      select restaurant_id from jobs
      where id = ${jobId} and status = 'open' and removed_at is null
        and valid_through = ${queuedFor(work)}::timestamptz`);
    const row = found.rows[0];
    if (!row) return;
    await recordJobMailEvent(tx, ctx.config, {
      jobId,
      topic: 'listings',
      type: 'job_expiring',
      subjectId: jobId,
      payload: { validThrough: queuedFor(work) },
    });
  });
}
