/**
 * i18next for the server renderer: every language's whole catalogue loaded at start (they are
 * JSON in packages/shared), split into the same namespaces the browser uses, so a page reads its
 * texts under the same keys. Each request renders with its own clone in its own language; the
 * clones share the one store, so nothing is loaded per request.
 */
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import de from '@brigade/shared/locales/de.json';
import en from '@brigade/shared/locales/en.json';
import es from '@brigade/shared/locales/es.json';
import fr from '@brigade/shared/locales/fr.json';
import { defaultLanguage, languages } from '@brigade/shared/languages';
import type { Language } from '@brigade/shared/languages';
import { cataloguePart, pageNamespaces, shellNamespace } from '../lib/locale-namespaces.ts';

const catalogues: Record<Language, Record<string, unknown>> = { en, es, fr, de };
const namespaces = [shellNamespace, ...pageNamespaces];

let ready: Promise<unknown> | undefined;

/** Loads every catalogue into the shared instance (lazily imported pages call it too). */
function initServerI18n(): Promise<unknown> {
  ready ??= i18next.init({
    lng: defaultLanguage,
    resources: Object.fromEntries(
      languages.map((language) => [
        language,
        Object.fromEntries(
          namespaces.map((namespace) => [
            namespace,
            cataloguePart(catalogues[language], namespace),
          ]),
        ),
      ]),
    ),
    ns: namespaces,
    defaultNS: shellNamespace,
    fallbackNS: namespaces,
    fallbackLng: defaultLanguage,
    supportedLngs: languages,
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes what it renders
  });
  return ready;
}

/** An i18next instance in `language` for one render. */
export async function i18nFor(language: Language): Promise<I18n> {
  await initServerI18n();
  return i18next.cloneInstance({ lng: language, initAsync: false });
}
