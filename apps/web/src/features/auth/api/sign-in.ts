import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { SignInInput } from '@brigade/shared/auth/sign-up-rules';
import type { SessionUser } from '@brigade/shared/session';
import { apiFetch } from '../../../lib/api-client.ts';
import { storeSignedInUser } from './store-signed-in-user.ts';

/** Which sign-in page is used: the admin page admits administrators only. */
export type SignInPortal = 'user' | 'admin';

/**
 * POST /api/auth/sign-in[?portal=admin]: 200 with the user and the session cookie set, or an
 * ApiError (401 invalid_credentials, 403 account_disabled, 429 too_many_attempts, …).
 */
export function signIn(input: SignInInput, portal: SignInPortal): Promise<{ user: SessionUser }> {
  const path = portal === 'admin' ? `${apiPaths.auth.signIn}?portal=admin` : apiPaths.auth.signIn;
  return apiFetch<{ user: SessionUser }>(path, { method: 'POST', body: input });
}

export function useSignIn(portal: SignInPortal) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => signIn(input, portal),
    onSuccess: ({ user }) => storeSignedInUser(queryClient, user),
  });
}
