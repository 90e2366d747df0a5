import { z } from 'zod';

/**
 * Where a venue can be, as ISO 3166-1 alpha-2 codes: the EU and EEA (Brigade's four languages are
 * Europe's, and its workers move freely there), Switzerland and the United Kingdom (Europe's big
 * hospitality markets outside the EU), and the English-speaking markets whose seasonal work draws
 * the same workers (United States, Canada, Australia, New Zealand). Names come from
 * `Intl.DisplayNames` in the reader's language: no catalogue of country names to keep.
 */
export const countries = [
  // EU
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  // EEA outside the EU, then Switzerland and the United Kingdom
  'IS',
  'LI',
  'NO',
  'CH',
  'GB',
  // Beyond Europe
  'US',
  'CA',
  'AU',
  'NZ',
] as const;
export type Country = (typeof countries)[number];

/** The currencies pay can be stated in (ISO 4217): every supported country's own. */
export const currencies = [
  'EUR',
  'GBP',
  'CHF',
  'CZK',
  'DKK',
  'HUF',
  'ISK',
  'NOK',
  'PLN',
  'RON',
  'SEK',
  'USD',
  'CAD',
  'AUD',
  'NZD',
] as const;
export type Currency = (typeof currencies)[number];

/** Countries not on the euro, with their currency (Bulgaria joined the euro on 1 January 2026). */
const ownCurrency: Partial<Record<Country, Currency>> = {
  CZ: 'CZK',
  DK: 'DKK',
  HU: 'HUF',
  PL: 'PLN',
  RO: 'RON',
  SE: 'SEK',
  IS: 'ISK',
  LI: 'CHF',
  NO: 'NOK',
  CH: 'CHF',
  GB: 'GBP',
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
};

/** The currency a venue in `country` pays in unless it says otherwise (Edit Profile preselects it). */
export function defaultCurrencyFor(country: Country): Currency {
  return ownCurrency[country] ?? 'EUR';
}

export function isCountry(value: string): value is Country {
  return (countries as readonly string[]).includes(value);
}

export function isCurrency(value: string): value is Currency {
  return (currencies as readonly string[]).includes(value);
}

export const countrySchema = z.enum(countries, 'validation.countryInvalid');
export const currencySchema = z.enum(currencies, 'validation.currencyInvalid');

/** A country's name in the reader's language ("Vereinigtes Königreich"), else its code. */
export function countryName(country: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/** A currency's name in the reader's language ("livre sterling"), else its code. */
export function currencyName(currency: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(currency) ?? currency;
  } catch {
    return currency;
  }
}
