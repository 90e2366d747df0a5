import { defaultRateLimit } from '@brigade/shared/constants';
import type { RateLimitRule } from '../services/rate-limit/consume-rate-limit.ts';

/** Server-side rate limits per action; the spec's default is 5 actions per 60 s per key. */
export const rateLimits = {
  contact: defaultRateLimit,
  signUp: defaultRateLimit,
  /** Counted per IP and per account (e-mail address). */
  signIn: defaultRateLimit,
  /** Asking for a link and using one, per IP and (asking) per account. */
  passwordReset: defaultRateLimit,
  /** Per IP and per account: each attempt re-checks the password. */
  deleteAccount: defaultRateLimit,
  /** Opening the social sign-in popup, per IP. */
  socialSignIn: defaultRateLimit,
} as const satisfies Record<string, RateLimitRule>;
