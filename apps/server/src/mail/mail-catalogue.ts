import { createInstance, type TFunction } from 'i18next';
import { languages, type Language } from '@brigade/shared/languages';
import sharedDe from '@brigade/shared/locales/de.json' with { type: 'json' };
import sharedEn from '@brigade/shared/locales/en.json' with { type: 'json' };
import sharedEs from '@brigade/shared/locales/es.json' with { type: 'json' };
import sharedFr from '@brigade/shared/locales/fr.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };

/**
 * The mail's words in the four languages: its own catalogue (the browser never loads it), plus
 * the application status names from the shared one, so a status reads the same in the mail as
 * on the page.
 */
const resources = {
  en: { translation: { ...en, statuses: sharedEn.applications.statuses } },
  es: { translation: { ...es, statuses: sharedEs.applications.statuses } },
  fr: { translation: { ...fr, statuses: sharedFr.applications.statuses } },
  de: { translation: { ...de, statuses: sharedDe.applications.statuses } },
};

const i18n = createInstance();
void i18n.init({
  resources,
  supportedLngs: [...languages],
  fallbackLng: 'en',
  initAsync: false,
  // Mail text is escaped by the template, once; i18next must not escape it too.
  interpolation: { escapeValue: false },
});

export type MailText = TFunction;

/** The translate function for one recipient's language. */
export function mailText(language: Language): MailText {
  return i18n.getFixedT(language);
}
