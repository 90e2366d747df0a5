import { z } from 'zod';

/** The longest address SMTP can carry (RFC 5321: a 256-octet path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * An e-mail address as every form takes it: trimmed, lower-cased, at most 254 characters, then
 * format-checked. The bound comes before the format check, so an address of thousands of
 * characters is refused cheaply and never reaches an index or a rate-limit key.
 */
export function emailAddress(options: { requiredKey?: string; invalidKey?: string } = {}) {
  const { invalidKey = 'validation.emailInvalid', requiredKey = invalidKey } = options;
  return z
    .string(requiredKey)
    .trim()
    .toLowerCase()
    .min(1, requiredKey)
    .max(EMAIL_MAX_LENGTH, invalidKey)
    .pipe(z.email(invalidKey));
}
