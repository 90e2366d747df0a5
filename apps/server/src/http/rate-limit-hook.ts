import type { preValidationAsyncHookHandler } from 'fastify';
import type { RateLimitRule } from '../services/rate-limit/consume-rate-limit.ts';
import { consumeRateLimit } from '../services/rate-limit/consume-rate-limit.ts';
import { recordSecurityEvent } from '../services/security/record-security-event.ts';
import type { AppContext } from './app-types.ts';
import { AppError } from './app-error.ts';

/**
 * A hook that counts the request against `action` per client IP before its body is even
 * validated; a refusal answers 429 with Retry-After and is logged as a medium-severity event.
 */
export function rateLimitByIp(
  ctx: AppContext,
  action: string,
  rule: RateLimitRule,
): preValidationAsyncHookHandler {
  return async (request) => {
    const { db } = ctx.database;
    const result = await consumeRateLimit(db, `${action}:ip:${request.ip}`, rule);
    if (result.allowed) return;
    await recordSecurityEvent(db, {
      severity: 'medium',
      type: 'rate_limit_exceeded',
      ip: request.ip,
      details: { action },
    });
    throw new AppError('rate_limited', {
      headers: { 'retry-after': String(Math.ceil(result.retryAfterMs / 1000)) },
    });
  };
}
