import { describe, expect, it } from 'vitest';
import { signLinkToken, verifyLinkToken } from './signed-link-token.ts';

const key = 'k'.repeat(43);
const claims = { purpose: 'unsubscribe', subject: 'user-1', data: { topic: 'messages' } };

describe('signed link tokens', () => {
  it('gives back the claims of a genuine token', () => {
    expect(verifyLinkToken(key, signLinkToken(key, claims), 'unsubscribe')).toEqual(claims);
  });

  it.each([
    ['another purpose', signLinkToken(key, claims), 'interview-answer'],
    ['another key', signLinkToken('x'.repeat(43), claims), 'unsubscribe'],
    [
      'a changed body',
      `${Buffer.from(JSON.stringify({ ...claims, subject: 'user-2' })).toString('base64url')}.${signLinkToken(key, claims).split('.')[1]}`,
      'unsubscribe',
    ],
    ['no signature', signLinkToken(key, claims).split('.')[0] ?? '', 'unsubscribe'],
    ['three parts', `${signLinkToken(key, claims)}.x`, 'unsubscribe'],
    ['garbage', 'not-a-token', 'unsubscribe'],
    ['an expired token', signLinkToken(key, { ...claims, exp: 1 }), 'unsubscribe'],
  ])('refuses %s', (_case, token, purpose) => {
    expect(verifyLinkToken(key, token, purpose)).toBeNull();
  });
});
