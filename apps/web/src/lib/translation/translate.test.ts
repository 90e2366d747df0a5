/**
 * The web app reads the catalogues with translate.ts; the server's mail reads the same files with
 * i18next. Every text of every language must come out the same from both, counted or not, with
 * its placeholders filled or left empty; and the rules i18next follows at the edges (a missing
 * key, a default, English when a key is missing) must hold too.
 */
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '@brigade/shared/locales/de.json' with { type: 'json' };
import en from '@brigade/shared/locales/en.json' with { type: 'json' };
import es from '@brigade/shared/locales/es.json' with { type: 'json' };
import fr from '@brigade/shared/locales/fr.json' with { type: 'json' };
import { flattenCatalogue, placeholderNames } from '@brigade/shared/locales/catalogue-text';
import { hasText, translate } from './translate.ts';
import type { Catalogue } from './translate.ts';

const catalogues: Record<string, Catalogue> = { en, es, fr, de };
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

async function i18nextIn(language: string, resources: Record<string, Catalogue>): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: Object.fromEntries(
      Object.entries(resources).map(([lng, catalogue]) => [lng, { translation: catalogue }]),
    ),
    interpolation: { escapeValue: false },
  });
  return instance;
}

describe('translate agrees with i18next', () => {
  for (const language of Object.keys(catalogues)) {
    it(`on every text in ${language}`, async () => {
      const reference = await i18nextIn(language, catalogues);
      const texts = flattenCatalogue(catalogues[language]);
      const keys = new Set([...texts.keys()].map((key) => key.replace(pluralSuffix, '')));
      const differences: string[] = [];
      for (const key of keys) {
        const names = new Set<string>();
        for (const [textKey, text] of texts) {
          if (textKey.replace(pluralSuffix, '') === key && typeof text === 'string') {
            for (const name of placeholderNames(text)) names.add(name);
          }
        }
        const filled = Object.fromEntries([...names].map((name) => [name, 1234.5]));
        const variants = [
          {},
          filled,
          { ...filled, count: 0 },
          { ...filled, count: 1 },
          { ...filled, count: 2 },
          { ...filled, count: 5 },
          { ...filled, count: 1_000_000 },
        ];
        for (const options of variants) {
          const ours = translate(catalogues, language, key, options);
          const theirs = reference.t(key, options);
          if (ours !== theirs)
            differences.push(`${key} ${JSON.stringify(options)}: ${ours} ≠ ${theirs}`);
        }
      }
      expect(differences).toEqual([]);
    });
  }
});

describe('translate at the edges, as i18next', () => {
  const sample: Record<string, Catalogue> = {
    fr: {
      greeting: 'Bonjour {{name}} !',
      items_one: '{{count}} article',
      items_other: '{{count}} articles',
      section: { text: 'Texte' },
    },
    en: { onlyInEnglish: 'Only {{what}}', unread_one: 'one unread', unread_other: 'unread' },
  };
  let reference: I18n;
  beforeAll(async () => {
    reference = await i18nextIn('fr', sample);
  });

  const cases: [string, Record<string, unknown>][] = [
    ['greeting', {}],
    ['greeting', { name: 'Ada' }],
    ['greeting', { name: null }],
    ['greeting', { name: undefined }],
    ['greeting', { name: ['a', 'b'] }],
    ['items', { count: 1 }],
    ['items', { count: 1_000_000 }],
    ['items', {}],
    ['missing', {}],
    ['missing', { defaultValue: 'Par défaut {{x}}', x: 'X' }],
    ['greeting', { defaultValue: 'unused' }],
    ['onlyInEnglish', { what: 'this' }],
    ['unread', { count: 1 }],
    ['section', {}],
    ['', {}],
  ];
  it.each(cases)('t(%j, %j)', (key, options) => {
    expect(translate(sample, 'fr', key, options)).toBe(reference.t(key, options));
  });

  it('formats `{{x, number}}` in the language', () => {
    const text = { n: '{{length, number}} / {{max, number}}' };
    expect(translate({ fr: text }, 'fr', 'n', { length: 1234.5, max: 2000 })).toBe(
      `${new Intl.NumberFormat('fr').format(1234.5)} / ${new Intl.NumberFormat('fr').format(2000)}`,
    );
  });

  it('knows a text or a section, not a plural base or a missing key', () => {
    expect(hasText(sample.fr, 'greeting')).toBe(reference.exists('greeting'));
    expect(hasText(sample.fr, 'section')).toBe(reference.exists('section'));
    expect(hasText(sample.fr, 'items')).toBe(reference.exists('items'));
    expect(hasText(sample.fr, 'nope')).toBe(reference.exists('nope'));
  });
});
