/**
 * The mail catalogue (apps/server/src/mail/locales) must stay complete and really translated:
 * es/fr/de have exactly the English keys, nothing empty, the same placeholders, and no English
 * left over. And `mailText` resolves plurals and the shared status names in each language.
 */
import { describe, expect, it } from 'vitest';
import sharedDe from '@brigade/shared/locales/de.json' with { type: 'json' };
import sharedEs from '@brigade/shared/locales/es.json' with { type: 'json' };
import sharedFr from '@brigade/shared/locales/fr.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import {
  flattenCatalogue,
  hasWords,
  placeholderNames,
} from '@brigade/shared/locales/catalogue-text';
import { mailText } from './mail-catalogue.ts';

/** Values allowed to equal the English text: brand words. */
const identicalAllowed = new Set(['Brigade']);

/** A text's placeholder names, each once (a mail may name one twice in one language only). */
const placeholders = (text: string) => [...new Set(placeholderNames(text))];

const english = flattenCatalogue(en);
const translations = {
  es: flattenCatalogue(es),
  fr: flattenCatalogue(fr),
  de: flattenCatalogue(de),
};

describe('mail catalogue', () => {
  it('en: is found and every value is a non-empty string', () => {
    expect(english.size).toBeGreaterThan(0);
    const bad = [...english].filter(([, value]) => typeof value !== 'string' || !value.trim());
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  for (const [lang, entries] of Object.entries(translations)) {
    it(`${lang}: has exactly the English keys`, () => {
      expect([...entries.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it(`${lang}: every value is a non-empty string`, () => {
      const bad = [...entries].filter(([, value]) => typeof value !== 'string' || !value.trim());
      expect(bad.map(([key]) => key)).toEqual([]);
    });

    it(`${lang}: keeps the placeholders of the English text`, () => {
      const mismatched = [...english].filter(([key, value]) => {
        const translated = entries.get(key);
        if (typeof value !== 'string' || typeof translated !== 'string') return false;
        return placeholders(value).join() !== placeholders(translated).join();
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

describe('mailText', () => {
  it('picks the plural form by count', () => {
    const t = mailText('fr');
    expect(t('types.new_application.subject', { count: 2, jobTitle: 'Commis' })).toBe(
      '2 nouvelles candidatures',
    );
    expect(t('types.new_application.subject', { count: 1, jobTitle: 'Commis' })).toBe(
      'Nouvelle candidature pour Commis',
    );
    expect(mailText('es')('types.new_message.subject', { count: 3, senderName: 'Ana' })).toBe(
      '3 mensajes sin leer',
    );
    expect(mailText('de')('types.new_message.subject', { count: 1, senderName: 'Ana' })).toBe(
      'Neue Nachricht von Ana',
    );
  });

  it('resolves the status names from the shared catalogue', () => {
    expect(mailText('de')('statuses.Shortlisted')).toBe(sharedDe.applications.statuses.Shortlisted);
    expect(mailText('de')('statuses.Shortlisted')).not.toBe('Shortlisted');
    expect(mailText('es')('statuses.Hired')).toBe(sharedEs.applications.statuses.Hired);
    expect(mailText('fr')('statuses.Rejected')).toBe(sharedFr.applications.statuses.Rejected);
  });

  it('interpolates without escaping (the template escapes once)', () => {
    expect(
      mailText('de')('types.job_closed_by_admin.detail', { reason: 'Preis < 0 & "Test"' }),
    ).toBe('Grund: Preis < 0 & "Test"');
  });

  it('puts a translated status into a sentence', () => {
    const status = mailText('es')('statuses.Shortlisted');
    expect(
      mailText('es')('types.status_changed.item', {
        jobTitle: 'Camarero',
        venueName: 'Casa Lola',
        status,
      }),
    ).toBe(`Camarero en Casa Lola: ${sharedEs.applications.statuses.Shortlisted}`);
  });
});
