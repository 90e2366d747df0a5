import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { apiPaths } from '@brigade/shared/routes';
import type { SignUpInput } from '@brigade/shared/auth/sign-up-rules';
import type { SessionUser } from '@brigade/shared/session';
import { apiFetch } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { storeSignedInUser } from './store-signed-in-user.ts';

/**
 * POST /api/auth/sign-up: 201 with the new user, already signed in; or an ApiError (400 with
 * field errors, 409 email_in_use on the email field, 429 rate_limited).
 */
export function signUp(input: SignUpInput): Promise<{ user: SessionUser }> {
  return apiFetch<{ user: SessionUser }>(apiPaths.auth.signUp, { method: 'POST', body: input });
}

/** Signs up, welcomes the new user with a toast, and makes them the session. */
export function useSignUp() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    // The toast is raised before the session changes: the page redirects (and unmounts) on it.
    onSuccess: ({ user }) => {
      toast({
        title: t('account.welcome.title', { name: user.firstName }),
        description: t('account.welcome.description'),
      });
      storeSignedInUser(queryClient, user);
    },
  });
}
