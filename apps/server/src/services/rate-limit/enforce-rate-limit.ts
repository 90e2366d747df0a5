import type { ErrorCode } from '@brigade/shared/errors';
import type { RateLimitRule } from '../../config/rate-limit-rule.ts';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';
import { recordSecurityEvent } from '../security/record-security-event.ts';
import { consumeRateLimit } from './consume-rate-limit.ts';

/**
 * Counts one attempt at `action` against each key (per IP, per account…); if any key is over its
 * limit, logs a medium-severity `rate_limit_exceeded` event (from `ip`) and refuses with 429 and
 * Retry-After.
 */
export async function enforceRateLimit(
  ctx: AppContext,
  ip: string,
  limit: { action: string; keys: string[]; rule: RateLimitRule; code?: ErrorCode },
): Promise<void> {
  const { db } = ctx.database;
  let retryAfterMs = 0;
  for (const key of limit.keys) {
    const result = await consumeRateLimit(db, `${limit.action}:${key}`, limit.rule);
    if (!result.allowed) retryAfterMs = Math.max(retryAfterMs, result.retryAfterMs);
  }
  if (retryAfterMs === 0) return;
  await recordSecurityEvent(db, {
    severity: 'medium',
    type: 'rate_limit_exceeded',
    ip,
    details: { action: limit.action },
  });
  throw new AppError(limit.code ?? 'rate_limited', {
    headers: { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) },
  });
}
