import { z } from 'zod';
import type { SessionUser } from '../session.ts';

/**
 * Two-factor sign-in for admin accounts (issue 7): after the password, the sign-in answer carries
 * a challenge instead of a user; POST /api/auth/two-factor brings it back with an authenticator
 * code (TOTP) or a one-time recovery code and gets the session.
 */

/** An authenticator app's code: six digits (spaces typed between groups are ignored). */
export const totpCodeSchema = z
  .string('account.twoFactor.codeInvalid')
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'account.twoFactor.codeInvalid'));

/** A recovery code as typed: case, spaces and dashes do not matter. */
export const recoveryCodeSchema = z
  .string('account.twoFactor.recoveryCodeInvalid')
  .transform(normalizeRecoveryCode)
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, 'account.twoFactor.recoveryCodeInvalid'));

/** The second step's body: the challenge and exactly one of the two kinds of code. */
export const twoFactorInput = z
  .object({
    challenge: z.string('errors.two_factor_expired').min(1).max(200),
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine((value) => (value.code === undefined) !== (value.recoveryCode === undefined), {
    message: 'account.twoFactor.codeInvalid',
    path: ['code'],
  });
export type TwoFactorInput = z.input<typeof twoFactorInput>;

/** The form fields of the second step (the challenge travels beside them). */
export const totpCodeForm = z.object({ code: totpCodeSchema });
export const recoveryCodeForm = z.object({ recoveryCode: recoveryCodeSchema });

/** Lower case, without spaces or dashes: how recovery codes are compared and hashed. */
export function normalizeRecoveryCode(value: string): string {
  return value.toLowerCase().replace(/[\s-]+/g, '');
}

/** What a proven password gets an admin: the second step, never a session yet. */
export type TwoFactorStep =
  | { stage: 'verify'; challenge: string }
  | {
      stage: 'setup';
      challenge: string;
      /** The new authenticator's secret (base32), to type in when the QR code cannot be scanned. */
      secret: string;
      /** The otpauth:// URI the QR code holds. */
      uri: string;
      /** The QR code as an SVG data URL. */
      qrCode: string;
    };

/** POST /api/auth/sign-in answers either a signed-in user or, for admins, the second step. */
export type SignInAnswer = { user: SessionUser } | { twoFactor: TwoFactorStep };

/** POST /api/auth/two-factor: the session's user; after set-up, the recovery codes (shown once). */
export interface TwoFactorAnswer {
  user: SessionUser;
  recoveryCodes?: string[];
}

/** How many recovery codes a set-up makes. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the second step may wait after the password. */
export const TWO_FACTOR_CHALLENGE_LIFETIME_MS = 10 * 60_000;
/** Wrong codes allowed on one challenge before the password must be entered again. */
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
