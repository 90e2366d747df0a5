import { describe, expect, it } from 'vitest';
import { readerCurrency } from './reader-currency.ts';

describe('readerCurrency', () => {
  it.each([
    ['en', 'GBP'],
    ['en-GB', 'GBP'],
    ['en-IE', 'EUR'],
    ['en-US', 'USD'],
    ['de', 'EUR'],
    ['de-CH', 'CHF'],
    ['es', 'EUR'],
    ['fr', 'EUR'],
    ['it', 'EUR'],
    ['', 'EUR'],
  ])('offers %j → %s', (language, currency) => {
    expect(readerCurrency(language)).toBe(currency);
  });
});
