/**
 * The four locale catalogues (shared by server and browser) must stay complete and really
 * translated: same keys everywhere, nothing empty, the same placeholders, and no English left in
 * es/fr/de apart from words that are genuinely the same in that language.
 */
import { describe, expect, it } from 'vitest';
import de from '../../../../packages/shared/src/locales/de.json';
import en from '../../../../packages/shared/src/locales/en.json';
import es from '../../../../packages/shared/src/locales/es.json';
import fr from '../../../../packages/shared/src/locales/fr.json';
import {
  flattenCatalogue,
  hasWords,
  placeholderNames,
} from '@brigade/shared/locales/catalogue-text';

const catalogues: Record<string, unknown> = { en, es, fr, de };

/** Values allowed to equal the English text: names, brands and words that are spelt the same. */
const identicalAllowed = new Set([
  'Brigade',
  '{{page}} · Brigade',
  'Logo',
  'Facebook',
  'Twitter',
  'Instagram',
  'LinkedIn',
  'Pro', // plan name
  'Baristas',
  'Barista', // job role: Spanish, French and German
  'Sommeliers',
  'Contact', // French
  'Menu', // French
  'Messages', // French
  'Notification', // French
  'Notifications', // French (the bell)
  'Notifications ({hotkey})', // French
  'Restaurant', // French and German
  'Bar', // venue type: Spanish, French and German
  'Hotel', // venue type: Spanish and German
  'Catering', // venue type: Spanish and German
  'Café', // venue type: French and German
  'Type', // French
  'Details', // German
  'Admin', // member role: German
  'Website', // German
]);

const flat = Object.fromEntries(
  Object.entries(catalogues).map(([lang, data]) => [lang, flattenCatalogue(data)]),
);
const english = flattenCatalogue(en);

describe('locale catalogues', () => {
  for (const [lang, entries] of Object.entries(flat)) {
    it(`${lang}: every value is a non-empty string`, () => {
      const bad = [...entries].filter(
        ([, value]) => typeof value !== 'string' || value.trim() === '',
      );
      expect(bad.map(([key]) => key)).toEqual([]);
    });

    for (const [other, otherEntries] of Object.entries(flat)) {
      if (other === lang) continue;
      it(`${lang}: has every key of ${other}`, () => {
        const missing = [...otherEntries.keys()].filter((key) => !entries.has(key));
        expect(missing).toEqual([]);
      });
    }
  }

  for (const lang of ['es', 'fr', 'de']) {
    const entries = flat[lang] ?? new Map<string, unknown>();

    it(`${lang}: keeps the placeholders of the English text`, () => {
      const mismatched = [...english].filter(([key, value]) => {
        const translated = entries.get(key);
        if (typeof value !== 'string' || typeof translated !== 'string') return false;
        return placeholderNames(value).join() !== placeholderNames(translated).join();
      });
      expect(mismatched.map(([key]) => key)).toEqual([]);
    });

    it(`${lang}: is translated (no English left over)`, () => {
      const untranslated = [...english].filter(
        ([key, value]) =>
          entries.get(key) === value &&
          !identicalAllowed.has(String(value)) &&
          hasWords(String(value)),
      );
      expect(untranslated.map(([key, value]) => `${key}: ${String(value)}`)).toEqual([]);
    });
  }
});
