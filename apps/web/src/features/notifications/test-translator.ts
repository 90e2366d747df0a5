import de from '../../../../../packages/shared/src/locales/de.json';
import en from '../../../../../packages/shared/src/locales/en.json';
import es from '../../../../../packages/shared/src/locales/es.json';
import fr from '../../../../../packages/shared/src/locales/fr.json';
import { TranslationStore } from '../../lib/translation/translation-store.ts';
import type { TFunction } from '../../lib/translation/translate.ts';

/** For unit tests: a `t` over the whole catalogue of one language, as the app resolves keys. */
export function translatorFor(language: string): Promise<TFunction> {
  return Promise.resolve(new TranslationStore(language, { en, es, fr, de }).t);
}
