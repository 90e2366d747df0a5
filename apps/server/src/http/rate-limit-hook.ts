import type { ErrorCode } from '@brigade/shared/errors';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { RateLimitRule } from '../services/rate-limit/consume-rate-limit.ts';
import { consumeRateLimit } from '../services/rate-limit/consume-rate-limit.ts';
import { recordSecurityEvent } from '../services/security/record-security-event.ts';
import type { AppContext } from './app-types.ts';
import { AppError } from './app-error.ts';

/**
 * Counts one attempt at `action` against each key (per IP, per account…); if any key is over its
 * limit, logs a medium-severity `rate_limit_exceeded` event and refuses with 429 and Retry-After.
 */
export async function enforceRateLimit(
  ctx: AppContext,
  request: FastifyRequest,
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
    ip: request.ip,
    details: { action: limit.action },
  });
  throw new AppError(limit.code ?? 'rate_limited', {
    headers: { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) },
  });
}

/** A hook that counts the request per client IP before its body is even validated. */
export function rateLimitByIp(
  ctx: AppContext,
  action: string,
  rule: RateLimitRule,
): preValidationAsyncHookHandler {
  return (request) => enforceRateLimit(ctx, request, { action, keys: [`ip:${request.ip}`], rule });
}
