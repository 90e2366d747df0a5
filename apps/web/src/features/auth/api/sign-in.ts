import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { SignInInput } from '@brigade/shared/auth/sign-up-rules';
import type { SignInAnswer } from '@brigade/shared/auth/two-factor';
import { apiFetch } from '../../../lib/api-client.ts';
import { storeSignedInUser } from './store-signed-in-user.ts';

/** Which sign-in page is used: the admin page admits administrators only. */
export type SignInPortal = 'user' | 'admin';

/**
 * POST /api/auth/sign-in[?portal=admin]: 200 with the user and the session cookie set (or, for
 * an admin, their two-factor step and no session yet), or an ApiError (401 invalid_credentials,
 * 403 account_disabled, 429 too_many_attempts, …).
 */
export function signIn(input: SignInInput, portal: SignInPortal): Promise<SignInAnswer> {
  const path = portal === 'admin' ? `${apiPaths.auth.signIn}?portal=admin` : apiPaths.auth.signIn;
  return apiFetch<SignInAnswer>(path, { method: 'POST', body: input });
}

export function useSignIn(portal: SignInPortal) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => signIn(input, portal),
    onSuccess: (answer) => {
      if ('user' in answer) storeSignedInUser(queryClient, answer.user);
    },
  });
}
