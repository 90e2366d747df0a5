import { z } from 'zod';
import { emailAddress } from '../text/email-address.ts';

/** "Forgot password?": the address to send a reset link to. */
export const forgotPasswordInput = z.object({
  email: emailAddress(),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

/** The reset page: the link's token and the new password (judged by validateNewPassword). */
export const resetPasswordInput = z.object({
  token: z.string('errors.invalid_reset_link').min(1, 'errors.invalid_reset_link').max(200),
  password: z.string('auth.allFieldsRequired').max(128, 'auth.passwordTooLong'),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** The reset link's query parameter holding its token (`/auth/reset-password?token=…`). */
export const resetTokenParam = 'token';

/** How long a reset link works. */
export const RESET_LINK_LIFETIME_S = 3600;
