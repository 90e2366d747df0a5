import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './check-new-password.ts';

describe('checkNewPassword (the reset page, sign-up rules)', () => {
  it('passes a strong password', () => {
    expect(checkNewPassword('Kitchen#2025')).toBeNull();
  });

  it('asks for a password, then for 8 characters', () => {
    expect(checkNewPassword('')).toEqual(['auth.allFieldsRequired']);
    expect(checkNewPassword('Ab1#')).toEqual(['auth.passwordTooShort']);
  });

  it('lists every strength message of a weak password, in the spec’s order', () => {
    expect(checkNewPassword('kitchenkitchen')).toEqual([
      'auth.password.noUppercase',
      'auth.password.noNumber',
      'auth.password.noSpecial',
    ]);
  });

  it('refuses a common password and one beyond 128 characters', () => {
    expect(checkNewPassword('password123')).toContain('auth.password.tooCommon');
    expect(checkNewPassword(`Aa1#${'x'.repeat(125)}`)).toEqual(['auth.passwordTooLong']);
  });
});
