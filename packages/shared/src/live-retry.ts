/**
 * When a browser tries the live channel (GET /api/live) again after its stream dropped or an
 * attempt failed: exponential backoff with full jitter, capped. The wait before retry number
 * `attempt` (0 for the first after a drop) is uniform in [0, min(cap, first × 2^attempt)), so
 * the thousands of tabs a restarted server dropped at the same instant come back spread out
 * instead of all at once, and fewer and fewer keep knocking while it is still down. The web
 * app's connection (apps/web/src/features/live/live-connection.ts) and the messaging benchmark's
 * clients (bench/lib/live-clients.ts) both use it.
 */
export const liveRetry = {
  /** The ceiling of the first wait; it doubles with each failed attempt… */
  firstMs: 1_000,
  /** …up to this. */
  maxMs: 30_000,
} as const;

/** The ceiling of the wait before retry number `attempt`. */
export function liveRetryCeiling(attempt: number): number {
  return Math.min(liveRetry.maxMs, liveRetry.firstMs * 2 ** Math.max(0, attempt));
}

/** The wait before retry number `attempt`, in whole ms: `random` (0 ≤ r < 1) of its ceiling. */
export function liveRetryDelay(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * liveRetryCeiling(attempt));
}
