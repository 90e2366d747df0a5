import { PASSWORD_MAX_LENGTH, validateNewPassword } from '@brigade/shared/auth/sign-up-rules';
import { passwordLength } from '@brigade/shared/auth/password-strength';

/**
 * A new password (reset page) under the sign-up rules, before it is sent: null when it passes,
 * else the locale keys of the message (several strength messages are joined with periods). The
 * server runs the same rules.
 */
export function checkNewPassword(password: string): string[] | null {
  const rules = validateNewPassword(password);
  if (!rules.ok) return rules.keys;
  if (passwordLength(password) > PASSWORD_MAX_LENGTH) return ['auth.passwordTooLong'];
  return null;
}
