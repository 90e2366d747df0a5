import { describe, expect, it } from 'vitest';
import { payParts } from './format-pay.ts';

describe('payParts', () => {
  it('says when there is no pay', () => {
    expect(payParts({ salary: null, salaryMax: null }, 'en')).toEqual({ kind: 'none' });
  });

  it('formats an amount in the reader’s language', () => {
    expect(payParts({ salary: 32000, salaryMax: null }, 'en')).toEqual({
      kind: 'amount',
      amount: '32,000',
    });
    expect(payParts({ salary: 12.5, salaryMax: null }, 'de')).toEqual({
      kind: 'amount',
      amount: '12,50',
    });
  });

  it('formats a range, with cents on both ends when either has them', () => {
    expect(payParts({ salary: 12.5, salaryMax: 15 }, 'en')).toEqual({
      kind: 'range',
      from: '12.50',
      to: '15.00',
    });
    expect(payParts({ salary: 12, salaryMax: 15 }, 'en')).toEqual({
      kind: 'range',
      from: '12',
      to: '15',
    });
  });

  it('treats a range whose ends are equal as an amount', () => {
    expect(payParts({ salary: 14, salaryMax: 14 }, 'en')).toEqual({ kind: 'amount', amount: '14' });
  });
});
