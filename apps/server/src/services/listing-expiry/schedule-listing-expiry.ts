import { expiryWarningAt } from '@brigade/shared/jobs/listing-expiry';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { enqueueWork } from '../queue/work-queue.ts';

/** Queued for a listing's `validThrough`: it closes by itself then, unless renewed meanwhile. */
export const EXPIRE_LISTING = 'jobs.expire';
/** Queued `expiryWarningDays` before: its restaurant hears that it is about to close. */
export const WARN_LISTING_EXPIRY = 'jobs.expiry-warning';

type Executor = Pick<NodePgDatabase, 'execute'>;

/**
 * Queues a listing's expiry (and the warning before it) in the transaction that opened, reopened
 * or renewed it. Each carries the `validThrough` it was queued for: after a renewal the earlier
 * rows find another date on the job and do nothing, so nothing needs to be unqueued. No warning
 * when the listing already closes within the warning's days (a renewal always lies further out):
 * the hourly sweep queues the one it missed (sweep-expired-listings.ts).
 */
export async function scheduleListingExpiry(
  tx: Executor,
  jobId: string,
  validThrough: Date,
  now = new Date(),
): Promise<void> {
  const payload = { jobId, validThrough: validThrough.toISOString() };
  await enqueueWork(tx, {
    kind: EXPIRE_LISTING,
    payload,
    runAt: validThrough,
    singletonKey: `${EXPIRE_LISTING}:${jobId}:${validThrough.getTime()}`,
  });
  const warnAt = expiryWarningAt(validThrough);
  if (warnAt <= now) return;
  await enqueueWork(tx, {
    kind: WARN_LISTING_EXPIRY,
    payload,
    runAt: warnAt,
    singletonKey: `${WARN_LISTING_EXPIRY}:${jobId}:${validThrough.getTime()}`,
  });
}
