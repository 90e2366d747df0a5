import type { PasswordStrength } from '@brigade/shared/auth/password-strength';

export type StrengthLevel = 'weak' | 'fair' | 'almost' | 'strong';

/** The meter's steps, weakest first: the bar fills one segment per step. */
export const strengthLevels: readonly StrengthLevel[] = ['weak', 'fair', 'almost', 'strong'];

/**
 * The meter's reading of the spec's score: only a password the server accepts (all five points,
 * not a common one) reads as strong, so the meter never promises what sign-up then refuses.
 */
export function strengthLevel(strength: PasswordStrength): StrengthLevel {
  if (strength.isValid) return 'strong';
  if (strength.score >= 4) return 'almost';
  return strength.score === 3 ? 'fair' : 'weak';
}
