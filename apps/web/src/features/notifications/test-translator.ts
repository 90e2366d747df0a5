import i18next, { type TFunction } from 'i18next';
import de from '../../../../../packages/shared/src/locales/de.json';
import en from '../../../../../packages/shared/src/locales/en.json';
import es from '../../../../../packages/shared/src/locales/es.json';
import fr from '../../../../../packages/shared/src/locales/fr.json';

/** For unit tests: a `t` over the whole catalogue of one language, as the app resolves keys. */
export async function translatorFor(language: string): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: {
      en: { translation: en },
      es: { translation: es },
      fr: { translation: fr },
      de: { translation: de },
    },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}
