import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { TwoFactorAnswer, TwoFactorInput } from '@brigade/shared/auth/two-factor';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SignInPortal } from './sign-in.ts';

/**
 * POST /api/auth/two-factor: the admin's second step. 200 with the user (session cookie set) and,
 * after a set-up, the recovery codes; or an ApiError (two_factor_code_wrong, recovery_code_wrong,
 * two_factor_expired: back to the password, too_many_attempts, account_disabled).
 */
export function verifyTwoFactor(
  input: TwoFactorInput,
  portal: SignInPortal,
): Promise<TwoFactorAnswer> {
  const path =
    portal === 'user' ? `${apiPaths.auth.twoFactor}?portal=user` : apiPaths.auth.twoFactor;
  return apiFetch<TwoFactorAnswer>(path, { method: 'POST', body: input });
}

/** The caller stores the session itself: after a set-up, the recovery codes are shown first. */
export function useVerifyTwoFactor(portal: SignInPortal) {
  return useMutation({ mutationFn: (input: TwoFactorInput) => verifyTwoFactor(input, portal) });
}
