/**
 * Texts for the server renderer: every language's whole catalogue (JSON in packages/shared),
 * loaded once. Each request renders with its own store in its own language; the stores share the
 * catalogues, so nothing is copied per request. A page reads its texts under the same keys as in
 * the browser, where they arrive in parts (locale-namespaces.ts).
 */
import de from '@brigade/shared/locales/de.json';
import en from '@brigade/shared/locales/en.json';
import es from '@brigade/shared/locales/es.json';
import fr from '@brigade/shared/locales/fr.json';
import type { Language } from '@brigade/shared/languages';
import { TranslationStore } from '../lib/translation/translation-store.ts';

const catalogues: Record<Language, Record<string, unknown>> = { en, es, fr, de };

/** A store in `language` for one render, with every text in. */
export function i18nFor(language: Language): TranslationStore {
  return new TranslationStore(language, catalogues);
}
