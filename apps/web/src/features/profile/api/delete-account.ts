import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { DeleteAccountInput } from '@brigade/shared/auth/delete-account';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * DELETE /api/account { password }: 204 once the account, its profile and sessions are gone; or
 * an ApiError (400 wrong_password with a password field error, 429 rate_limited).
 */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiFetch<unknown>(apiPaths.account, { method: 'DELETE', body: input });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
