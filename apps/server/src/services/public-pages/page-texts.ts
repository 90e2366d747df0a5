import { createInstance, type TFunction } from 'i18next';
import { languages, type Language } from '@brigade/shared/languages';
import de from '@brigade/shared/locales/de.json' with { type: 'json' };
import en from '@brigade/shared/locales/en.json' with { type: 'json' };
import es from '@brigade/shared/locales/es.json' with { type: 'json' };
import fr from '@brigade/shared/locales/fr.json' with { type: 'json' };

/**
 * The web app's own catalogues, for what the server writes about public pages (their head, the
 * share card) in the page's language. Nothing is escaped here: each caller escapes for where the
 * text goes (HTML attributes, SVG text).
 */
const i18n = createInstance();
void i18n.init({
  resources: {
    en: { translation: en },
    es: { translation: es },
    fr: { translation: fr },
    de: { translation: de },
  },
  supportedLngs: [...languages],
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
});

export const pageTexts = (language: Language): TFunction => i18n.getFixedT(language);
