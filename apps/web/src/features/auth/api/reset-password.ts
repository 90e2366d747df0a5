import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { ResetPasswordInput } from '@brigade/shared/auth/password-reset';
import { apiFetch } from '../../../lib/api-client.ts';
import { forgetSession } from '../../session/index.ts';

/**
 * POST /api/auth/reset-password: 204 once the new password is set; or an ApiError (400
 * invalid_reset_link for an unknown, used or expired link, 400 with a password field error,
 * 429 rate_limited).
 */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await apiFetch<unknown>(apiPaths.auth.resetPassword, { method: 'POST', body: input });
}

/** The server ends every session of the account on a reset, so this browser forgets its own. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => forgetSession(queryClient),
  });
}
