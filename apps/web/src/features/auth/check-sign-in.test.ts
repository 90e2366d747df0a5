import { describe, expect, it } from 'vitest';
import { checkSignIn } from './check-sign-in.ts';

describe('checkSignIn', () => {
  it('requires both fields, with the spec’s single message', () => {
    expect(checkSignIn({ email: '', password: '' })).toEqual({
      ok: false,
      alert: ['auth.emailAndPasswordRequired'],
      flagged: ['email', 'password'],
    });
    expect(checkSignIn({ email: 'a@example.com', password: '' })).toMatchObject({
      flagged: ['password'],
    });
  });

  it('refuses a password longer than any account can have', () => {
    expect(checkSignIn({ email: 'a@example.com', password: 'x'.repeat(129) })).toEqual({
      ok: false,
      alert: ['auth.passwordTooLong'],
      flagged: ['password'],
    });
  });

  it('normalises the e-mail as it was stored', () => {
    expect(checkSignIn({ email: ' A@Example.COM ', password: 'whatever' })).toEqual({
      ok: true,
      input: { email: 'a@example.com', password: 'whatever' },
    });
  });
});
