import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';

describe('recovery codes', () => {
  it('makes 10 distinct codes of 10 unambiguous characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);
  });

  it('hashes a code the same however it is typed, and different codes differently', () => {
    const hash = hashRecoveryCode('abcde-23456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(' ABCDE 23456 ')).toBe(hash);
    expect(hashRecoveryCode('abcde23456')).toBe(hash);
    expect(hashRecoveryCode('abcde-23457')).not.toBe(hash);
  });
});
