import { defaultRateLimit } from '@brigade/shared/constants';
import type { RateLimitRule } from './rate-limit-rule.ts';
import { resolveRateLimits } from './rate-limit-overrides.ts';

/**
 * Server-side rate limits per action; the spec's default is 5 actions per 60 s per key. Each can
 * be overridden with `RATE_LIMIT_<ACTION_IN_SNAKE_CASE>=<max>/<windowMs>` (README lists them).
 */
export const defaultRateLimits = {
  contact: defaultRateLimit,
  signUp: defaultRateLimit,
  /** Counted per IP and per account (e-mail address). */
  signIn: defaultRateLimit,
  /** Asking for a link and using one, per IP and (asking) per account. */
  passwordReset: defaultRateLimit,
  /** Per IP and per account: each attempt re-checks the password. */
  deleteAccount: defaultRateLimit,
  /**
   * Uploading or removing a profile picture, or a venue's logo (counted apart), per account
   * (refused files count too).
   */
  profilePicture: defaultRateLimit,
  /** Posting a job (Post a Job), per account: edits and status moves are not limited. */
  postJob: defaultRateLimit,
  /**
   * An admin's second sign-in step (authenticator or recovery code), per IP and per account.
   * Each challenge also allows only 5 wrong codes and costs a password sign-in.
   */
  twoFactor: { max: 10, windowMs: 60_000 },
  /** Opening the social sign-in popup, per IP. */
  socialSignIn: defaultRateLimit,
  /** Applying to jobs, per account: a burst of 10 a minute is plenty for a person. */
  apply: { max: 10, windowMs: 60_000 },
  /** Adding or removing a CV, per account. */
  resumeCv: defaultRateLimit,
  /** Sending messages, per account: a lively chat, not a flood. */
  sendMessage: { max: 30, windowMs: 60_000 },
  /** Opening conversations, per account (opening an existing one counts too). */
  startConversation: { max: 30, windowMs: 60_000 },
  /** Starting resumable uploads, per account: a batch of files at once, not a flood. */
  startUpload: { max: 60, windowMs: 60_000 },
  /** Sharing stored files by e-mail, per account (each share looks an address up). */
  shareFile: { max: 30, windowMs: 60_000 },
  /** Inviting members by e-mail (teams), per account: each invitation sends a mail. */
  inviteMember: { max: 10, windowMs: 60_000 },
  /**
   * "Download my data", per account: each export reads everything about the person and streams
   * every file they store, so 3 an hour — enough to retry a broken download, not to hammer.
   */
  dataExport: { max: 3, windowMs: 3_600_000 },
  /**
   * A mail's one-click unsubscribe link (reading or using it), per IP. Generous: mail providers
   * post RFC 8058 unsubscribes for many people from few addresses.
   */
  mailUnsubscribe: { max: 60, windowMs: 60_000 },
  /**
   * A mail's interview-answer link (reading or answering), per IP: a person answers once or
   * twice; the signed token, not this limit, is what keeps others out.
   */
  interviewAnswer: { max: 20, windowMs: 60_000 },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitAction = keyof typeof defaultRateLimits;

/**
 * The limits in force: the defaults with the environment's overrides. A malformed override
 * keeps its default here, but `loadConfig` refuses to start the server with it.
 */
export const rateLimits: Readonly<Record<RateLimitAction, RateLimitRule>> = resolveRateLimits(
  defaultRateLimits,
  process.env,
).limits;
