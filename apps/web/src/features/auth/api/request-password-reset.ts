import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { ForgotPasswordInput } from '@brigade/shared/auth/password-reset';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /api/auth/forgot-password: 202 whether or not the account exists (the link goes out by
 * e-mail when it does); or an ApiError (400 with a field error, 429 rate_limited).
 */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<void> {
  await apiFetch<unknown>(apiPaths.auth.forgotPassword, { method: 'POST', body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
