import { describe, expect, it } from 'vitest';
import { checkSignUp } from './check-sign-up.ts';
import type { SignUpFormValues } from './check-sign-up.ts';

const valid: SignUpFormValues = {
  userType: 'applicant',
  firstName: 'Ana',
  lastName: 'García',
  email: ' Ana@Example.com ',
  password: 'Kitchen#2025',
};

describe('checkSignUp', () => {
  it('asks for all fields first, pointing at the empty ones in form order', () => {
    expect(checkSignUp({ ...valid, firstName: ' ', password: '' })).toEqual({
      ok: false,
      alert: ['auth.allFieldsRequired'],
      flagged: ['firstName', 'password'],
      fields: {},
    });
  });

  it('then the minimum length, then the strength messages in the spec’s order', () => {
    expect(checkSignUp({ ...valid, password: 'Ab1!' })).toMatchObject({
      alert: ['auth.passwordTooShort'],
      flagged: ['password'],
    });
    expect(checkSignUp({ ...valid, password: 'password' })).toMatchObject({
      alert: [
        'auth.password.noUppercase',
        'auth.password.noNumber',
        'auth.password.noSpecial',
        'auth.password.tooCommon',
      ],
      flagged: ['password'],
    });
  });

  it('then the schema, one message per field', () => {
    expect(
      checkSignUp({ ...valid, email: 'not-an-email', lastName: 'R2D2', userType: '' }),
    ).toEqual({
      ok: false,
      alert: null,
      flagged: [],
      fields: {
        email: 'validation.emailInvalid',
        lastName: 'validation.personNameInvalid',
        userType: 'auth.userTypeInvalid',
      },
    });
  });

  it('gives the normalised input when everything is right', () => {
    expect(checkSignUp(valid)).toEqual({
      ok: true,
      input: { ...valid, email: 'ana@example.com' },
    });
  });
});
