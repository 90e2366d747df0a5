import type { TwoFactorStep } from '@brigade/shared/auth/two-factor';
import type { SignInPortal } from '../../api/sign-in.ts';

/**
 * What the ordinary sign-in page hands the admin page when an admin signs in there: their second
 * step (in the history entry's state, never in the URL), and where they started.
 */
export interface TwoFactorLocationState {
  twoFactor: TwoFactorStep;
  portal: SignInPortal;
}

export function twoFactorLocationState(value: unknown): TwoFactorLocationState | null {
  if (typeof value !== 'object' || value === null || !('twoFactor' in value)) return null;
  const { twoFactor, portal } = value as Partial<TwoFactorLocationState>;
  if (!twoFactor || (twoFactor.stage !== 'setup' && twoFactor.stage !== 'verify')) return null;
  return { twoFactor, portal: portal === 'user' ? 'user' : 'admin' };
}
