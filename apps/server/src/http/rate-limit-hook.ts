import type { preValidationAsyncHookHandler } from 'fastify';
import type { RateLimitRule } from '../config/rate-limit-rule.ts';
import type { AppContext } from '../core/app-context.ts';
import { enforceRateLimit } from '../services/rate-limit/enforce-rate-limit.ts';

/** A hook that counts the request per client IP before its body is even validated. */
export function rateLimitByIp(
  ctx: AppContext,
  action: string,
  rule: RateLimitRule,
): preValidationAsyncHookHandler {
  return (request) =>
    enforceRateLimit(ctx, request.ip, { action, keys: [`ip:${request.ip}`], rule });
}
