import { describe, expect, it } from 'vitest';
import {
  countries,
  countryName,
  countrySchema,
  currencies,
  currencySchema,
  defaultCurrencyFor,
  isCurrency,
} from './countries.ts';

describe('defaultCurrencyFor', () => {
  it.each([
    ['ES', 'EUR'],
    ['FR', 'EUR'],
    ['DE', 'EUR'],
    ['IE', 'EUR'],
    ['BG', 'EUR'],
    ['GB', 'GBP'],
    ['CH', 'CHF'],
    ['LI', 'CHF'],
    ['SE', 'SEK'],
    ['DK', 'DKK'],
    ['PL', 'PLN'],
    ['NO', 'NOK'],
    ['US', 'USD'],
    ['CA', 'CAD'],
    ['AU', 'AUD'],
    ['NZ', 'NZD'],
  ] as const)('%s pays in %s', (country, currency) => {
    expect(defaultCurrencyFor(country)).toBe(currency);
  });

  it('gives every supported country a supported currency that Intl knows', () => {
    for (const country of countries) {
      const currency = defaultCurrencyFor(country);
      expect(isCurrency(currency)).toBe(true);
      expect(() => new Intl.NumberFormat('en', { style: 'currency', currency })).not.toThrow();
    }
  });

  it('lists each code once, in ISO form', () => {
    expect(new Set(countries).size).toBe(countries.length);
    expect(new Set(currencies).size).toBe(currencies.length);
    for (const code of countries) expect(code).toMatch(/^[A-Z]{2}$/);
    for (const code of currencies) expect(code).toMatch(/^[A-Z]{3}$/);
  });
});

describe('country and currency schemas', () => {
  it.each(['GB', 'ES'])('accepts %s', (code) => {
    expect(countrySchema.safeParse(code).success).toBe(true);
  });

  it.each(['gb', 'UK', 'XX', ''])('refuses the country %j with its key', (code) => {
    const parsed = countrySchema.safeParse(code);
    expect(parsed.error?.issues[0]?.message).toBe('validation.countryInvalid');
  });

  it.each(['eur', 'XYZ', 'JPY'])('refuses the currency %j with its key', (code) => {
    const parsed = currencySchema.safeParse(code);
    expect(parsed.error?.issues[0]?.message).toBe('validation.currencyInvalid');
  });
});

describe('countryName', () => {
  it.each([
    ['GB', 'en', 'United Kingdom'],
    ['GB', 'de', 'Vereinigtes Königreich'],
    ['ES', 'fr', 'Espagne'],
    ['DE', 'es', 'Alemania'],
  ])('names %s in %s as %s', (code, locale, name) => {
    expect(countryName(code, locale)).toBe(name);
  });
});
