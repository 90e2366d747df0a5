/**
 * Reads a text from the locale catalogues the way i18next does, for the part of i18next the web
 * app uses: dotted keys, `{{name}}` and `{{name, number}}` placeholders, plural keys chosen by
 * `count` (`…_one`, `…_other`; CLDR's other categories fall back to `…_other`), `defaultValue`,
 * and English when a language lacks a key. The catalogues stay i18next's format (the server's
 * mail still reads them with i18next); translate.test.ts checks that both agree on every text of
 * every language. Why not i18next in the browser: decision 030.
 */

/** A catalogue, or the merged parts of one that are loaded: nested objects of texts. */
export type Catalogue = Record<string, unknown>;

export type TranslateOptions = Record<string, unknown> & {
  count?: number;
  defaultValue?: string;
};

export type TFunction = (key: string, options?: TranslateOptions) => string;

/** The language whose texts stand in for a key another language lacks. */
export const fallbackLanguage = 'en';

/** The value at a dotted key, if any. */
function valueAt(catalogue: Catalogue | undefined, key: string): unknown {
  let value: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The text for a key in one catalogue: when counted, its plural form, else `_other`, else itself. */
function textIn(
  catalogue: Catalogue | undefined,
  language: string,
  key: string,
  count: number | undefined,
): string | undefined {
  const candidates =
    count === undefined
      ? [key]
      : [`${key}_${pluralCategory(language, count)}`, `${key}_other`, key];
  for (const candidate of candidates) {
    const value = valueAt(catalogue, candidate);
    if (typeof value === 'string') return value;
  }
  return undefined;
}

const placeholder = /\{\{\s*([^,}]+?)\s*(?:,\s*([^}]+?)\s*)?\}\}/g;

/**
 * Fills `{{name}}` placeholders. As in i18next: a value not given leaves the placeholder, one
 * given as null or undefined leaves nothing, and `, number` formats a number in the language.
 */
function interpolate(text: string, language: string, values: TranslateOptions): string {
  return text.replace(placeholder, (whole, name: string, format: string | undefined) => {
    if (!(name in values)) return whole;
    const value = values[name];
    if (value === undefined || value === null) return '';
    if (format === 'number' && typeof value === 'number') {
      return new Intl.NumberFormat(language).format(value);
    }
    return String(value);
  });
}

/** `t(key, options)` over the loaded catalogues (by language). */
export function translate(
  catalogues: Readonly<Record<string, Catalogue | undefined>>,
  language: string,
  key: string,
  options: TranslateOptions = {},
): string {
  const count = typeof options.count === 'number' ? options.count : undefined;
  const text =
    textIn(catalogues[language], language, key, count) ??
    (language === fallbackLanguage
      ? undefined
      : textIn(catalogues[fallbackLanguage], fallbackLanguage, key, count)) ??
    options.defaultValue;
  return text === undefined ? key : interpolate(text, language, options);
}

/** Whether a key has a text (a section of texts counts, as in i18next). */
export function hasText(catalogue: Catalogue | undefined, key: string): boolean {
  const value = valueAt(catalogue, key);
  return typeof value === 'string' || (typeof value === 'object' && value !== null);
}
