import { describe, expect, it } from 'vitest';
import { certificateKindsFor, certificateReminderDue, certificateState } from './certificates.ts';

describe('the certificate wallet', () => {
  it.each([
    ['', 'no_expiry'],
    ['2027-01-01', 'valid'],
    ['2026-12-27', 'valid'],
    ['2026-12-26', 'expiring'],
    ['2026-12-01', 'expiring'],
    ['2026-11-26', 'expiring'],
    ['2026-11-25', 'expired'],
  ])('expiring on %j is %s on 26 November 2026', (expiresOn, expected) => {
    expect(certificateState(expiresOn, '2026-11-26')).toBe(expected);
  });

  it.each([
    ['', null],
    ['2027-01-01', null],
    ['2026-12-26', 30],
    ['2026-12-04', 30],
    ['2026-12-03', 7],

    ['2026-11-26', 7],
    ['2026-11-25', null],
  ])('expiring on %j, the reminder due on 26 November 2026 is %s days', (expiresOn, expected) => {
    expect(certificateReminderDue(expiresOn, '2026-11-26')).toBe(expected);
  });

  it('offers each country’s usual certificates first, every kind, and other last', () => {
    expect(certificateKindsFor('ES').slice(0, 3)).toEqual([
      'food_handler',
      'allergen_awareness',
      'first_aid',
    ]);
    expect(certificateKindsFor('DE')[0]).toBe('health_certificate');
    for (const country of ['GB', 'PT', null]) {
      const kinds = certificateKindsFor(country);
      expect(new Set(kinds).size).toBe(8);
      expect(kinds.at(-1)).toBe('other');
    }
  });
});
