import { describe, expect, it } from 'vitest';
import { matchTotpStep, newTotpSecret, totpCodeAt, totpStep, totpUri } from './totp.ts';

// RFC 6238, appendix B: the ASCII secret "12345678901234567890", SHA-1; at T = 59 s the 8-digit
// code is 94287082, so the 6-digit one is 287082.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP helpers', () => {
  it('computes the RFC 6238 test vector', () => {
    expect(totpStep(59_000)).toBe(1);
    expect(totpCodeAt(RFC_SECRET, 1)).toBe('287082');
  });

  it('matches the current step and the ones just before and after, nothing further', () => {
    const now = 1_700_000_015_000;
    const step = totpStep(now);
    for (const delta of [-1, 0, 1]) {
      expect(matchTotpStep(RFC_SECRET, totpCodeAt(RFC_SECRET, step + delta), now)).toBe(
        step + delta,
      );
    }
    for (const delta of [-2, 2]) {
      expect(matchTotpStep(RFC_SECRET, totpCodeAt(RFC_SECRET, step + delta), now)).toBeNull();
    }
  });

  it('makes new 160-bit base32 secrets and an otpauth URI for them', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, 'ada@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Brigade:ada@example.com');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Brigade');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(uri.searchParams.get('digits')).toBe('6');
  });
});
