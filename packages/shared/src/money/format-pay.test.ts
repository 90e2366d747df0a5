import { describe, expect, it } from 'vitest';
import { formatPay } from './format-pay.ts';

/** ICU puts narrow no-break spaces around some symbols; compare with plain spaces. */
const text = (answer: ReturnType<typeof formatPay>) =>
  answer.kind === 'amount' ? answer.text.replace(/[\u00a0\u202f\u2009]/g, ' ') : answer.kind;

describe('formatPay', () => {
  it.each([
    // [salary, salaryMax, currency, locale, shown]
    [null, null, 'EUR', 'en', 'none'],
    [14, 16, 'EUR', 'en', '€14 – €16'],
    [14, 16, 'EUR', 'de', '14–16 €'],
    [14, 16, 'EUR', 'fr', '14–16 €'],
    [14, 16, 'EUR', 'es', '14-16 €'],
    [12.5, 15, 'GBP', 'en', '£12.50 – £15.00'],
    [12.5, 15, 'GBP', 'de', '12,50–15,00 £'],
    [32000, null, 'GBP', 'en', '£32,000'],
    [32000, null, 'EUR', 'de', '32.000 €'],
    [14, 14, 'CHF', 'en', 'CHF 14'],
    [25, 30, 'USD', 'en', '$25 – $30'],
    [3000, null, 'ISK', 'en', 'ISK 3,000'],
    // Without a currency: plain numbers, as before the venue chose one.
    [14, 16, null, 'en', '14–16'],
    [12.5, null, null, 'de', '12,50'],
    [32000, null, null, 'en', '32,000'],
  ] as const)('%s–%s %s in %s → %s', (salary, salaryMax, currency, locale, shown) => {
    expect(text(formatPay({ salary, salaryMax, currency }, locale))).toBe(shown);
  });

  it('survives an unknown currency code by showing plain numbers', () => {
    expect(text(formatPay({ salary: 14, salaryMax: null, currency: 'X' }, 'en'))).toBe('14');
  });
});
