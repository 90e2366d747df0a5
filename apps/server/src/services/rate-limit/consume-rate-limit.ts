import { createHash } from 'node:crypto';
import { sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { RateLimitRule } from '../../config/rate-limit-rule.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Milliseconds until the window resets (0 when allowed). */
  retryAfterMs: number;
}

/** Longer keys are stored as a prefix and a hash, so no key can outgrow its btree index. */
const KEY_MAX_LENGTH = 200;

/** The stored form of a key: itself when short, else its first characters and its SHA-256. */
export function boundedRateLimitKey(key: string): string {
  if (key.length <= KEY_MAX_LENGTH) return key;
  const digest = createHash('sha256').update(key).digest('base64url');
  return `${key.slice(0, KEY_MAX_LENGTH - digest.length - 1)}#${digest}`;
}

/**
 * Counts one action against `key` in a fixed window, atomically in the database so every server
 * process shares the same count. Refused actions still count, so hammering does not reset early.
 */
export async function consumeRateLimit(
  db: NodePgDatabase,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitResult> {
  const window = `${rule.windowMs} milliseconds`;
  const result = await db.execute<{ count: number; retry_after_ms: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${boundedRateLimitKey(key)}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= now() - ${window}::interval
                   THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= now() - ${window}::interval
                   THEN now() ELSE rate_limits.window_start END
    RETURNING count,
      GREATEST(0, CEIL(EXTRACT(EPOCH FROM (window_start + ${window}::interval - now())) * 1000))::int
        AS retry_after_ms`);
  const row = result.rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  const allowed = row.count <= rule.max;
  return { allowed, retryAfterMs: allowed ? 0 : row.retry_after_ms };
}

/** Removes windows that ended long ago; called periodically by the server. */
export async function pruneRateLimits(db: NodePgDatabase, olderThanMs = 86_400_000): Promise<void> {
  await db.execute(
    sql`DELETE FROM rate_limits WHERE window_start < now() - ${`${olderThanMs} milliseconds`}::interval`,
  );
}
