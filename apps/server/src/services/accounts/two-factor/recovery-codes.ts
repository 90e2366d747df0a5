import { createHash, randomInt } from 'node:crypto';
import { normalizeRecoveryCode, RECOVERY_CODE_COUNT } from '@brigade/shared/auth/two-factor';

// No 0/o, 1/l/i: codes are read off paper and typed by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** Fresh one-time recovery codes, shown as `xxxxx-xxxxx` (about 50 random bits each). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/**
 * What is stored for a recovery code: SHA-256 of its normalized form. The codes are random
 * enough that a fast hash cannot be reversed by guessing.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}
