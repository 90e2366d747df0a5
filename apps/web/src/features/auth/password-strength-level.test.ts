import { describe, expect, it } from 'vitest';
import { checkPasswordStrength } from '@brigade/shared/auth/password-strength';
import { strengthLevel } from './password-strength-level.ts';

const level = (password: string) => strengthLevel(checkPasswordStrength(password));

describe('strengthLevel', () => {
  it('reads the spec’s score, strong only when sign-up would accept it', () => {
    expect(level('abc')).toBe('weak');
    expect(level('password')).toBe('weak'); // common: 2 points, minus 2
    expect(level('abcdefgh')).toBe('weak'); // 2 points
    expect(level('abcdefgh1')).toBe('fair'); // 3 points
    expect(level('Abcdefgh1')).toBe('almost'); // 4 points, still missing a special character
    expect(level('Abcdefgh1!')).toBe('strong');
  });
});
