import { lastPublished } from './open-job-queries.ts';
import type { AppContext } from '../../core/app-context.ts';

export interface Freshness {
  /** How long a built document may be served though no job opened since (closes and edits). */
  maxAgeMs?: number;
  now?: () => number;
}

export const DEFAULT_MAX_AGE_MS = 5 * 60_000;

/**
 * Names the current state of the listed jobs cheaply: when a job last opened (one entry of the
 * open-jobs publication index) and the current `maxAgeMs` window. A document built under one key
 * stays good while the key is the same. A job that opens changes it at once; a close or an edit
 * (which no index shows without reading every open job) shows when the window turns. Counting
 * or reading all open jobs on every request is what this avoids (~50 ms for 100,000 on
 * PostgreSQL, a scan of all of them).
 */
export function generationKey(
  ctx: AppContext,
  { maxAgeMs = DEFAULT_MAX_AGE_MS, now = Date.now }: Freshness = {},
): () => Promise<string> {
  return async () => `${await lastPublished(ctx)}:${Math.floor(now() / maxAgeMs)}`;
}
