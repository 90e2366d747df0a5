import { describe, expect, it } from 'vitest';
import { normalizeRecoveryCode, twoFactorInput } from './two-factor.ts';

describe('the second step’s input', () => {
  it('takes a 6-digit code, spaces typed between groups ignored', () => {
    expect(twoFactorInput.parse({ challenge: 'c', code: '123 456' })).toEqual({
      challenge: 'c',
      code: '123456',
    });
  });

  it('takes a recovery code however it is typed', () => {
    expect(twoFactorInput.parse({ challenge: 'c', recoveryCode: ' ABCDE-23456 ' })).toEqual({
      challenge: 'c',
      recoveryCode: 'abcde23456',
    });
    expect(normalizeRecoveryCode('Ab-Cd Ef')).toBe('abcdef');
  });

  it('wants exactly one well-formed code and a challenge', () => {
    for (const input of [
      { challenge: 'c' },
      { challenge: 'c', code: '123456', recoveryCode: 'abcde-23456' },
      { challenge: 'c', code: '12345' },
      { challenge: 'c', code: 'abcdef' },
      { challenge: 'c', recoveryCode: 'abc' },
      { challenge: '', code: '123456' },
    ]) {
      expect(twoFactorInput.safeParse(input).success).toBe(false);
    }
  });
});
