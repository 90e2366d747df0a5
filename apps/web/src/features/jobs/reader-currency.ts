import {
  defaultCurrencyFor,
  isCountry,
  type Country,
  type Currency,
} from '@brigade/shared/money/countries';

/** Where each of Brigade's languages is mostly read, for a language without a region. */
const homeOf: Record<string, Country> = { en: 'GB', es: 'ES', fr: 'FR', de: 'DE' };

/**
 * The currency a minimum pay is first offered in: that of the language's region ("en-IE" → EUR),
 * else of the language's home market ("en" → GBP, "de" → EUR). From the page's language only, not
 * the browser's, so the server-rendered form and the hydrated one agree.
 */
export function readerCurrency(language: string): Currency {
  const [base = '', region = ''] = language.split('-');
  const country = region.toUpperCase();
  if (isCountry(country)) return defaultCurrencyFor(country);
  const home = homeOf[base.toLowerCase()];
  return home ? defaultCurrencyFor(home) : 'EUR';
}
