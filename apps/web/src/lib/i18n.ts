/**
 * i18next for the browser: the English shell bundled, every other language and every page's
 * texts loaded lazily (see locale-namespaces.ts), the language detected from the stored choice
 * and then the browser, and <html lang> kept in step with the active language.
 */
import i18next from 'i18next';
import type { BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, languages } from '@brigade/shared/languages';
import type { Language } from '@brigade/shared/languages';
import { englishShellCatalogue, loadCatalogue } from './locale-loaders.ts';
import { pageNamespaces, shellNamespace } from './locale-namespaces.ts';

export const languageStorageKey = 'brigade.language';

/**
 * The stored choice, mirrored in a cookie so the server renders public pages in the language
 * the app will show (apps/server/src/routes/pages/page-language.ts).
 */
const languageCookie = 'lang';

function writeLanguageCookie(language: Language): void {
  document.cookie = `${languageCookie}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** A tiny i18next backend: one dynamic import per (language, namespace) part. */
const lazyCatalogueBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    const loading = loadCatalogue(language, namespace);
    if (!loading) {
      callback(null, {}); // a language or namespace we do not have: nothing to add
      return;
    }
    loading.then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

/**
 * A language named in the page's address (`?lang=fr`, where hreflang alternates and shared links
 * point; see apps/server/src/routes/pages/page-language.ts), else the stored choice, else the
 * first of the browser's languages we support (fr-CA → fr), else English. Done by hand rather
 * than with i18next-browser-languagedetector: three lookups do not justify its weight in the
 * first download. The address's language is not stored: it is that link's, not a choice.
 */
export function detectLanguage(): Language {
  const named = new URLSearchParams(location.search).get('lang');
  if (isLanguage(named)) return named;
  try {
    const stored = localStorage.getItem(languageStorageKey);
    if (isLanguage(stored)) {
      // A choice stored before the cookie existed is carried over to it.
      if (!document.cookie.includes(`${languageCookie}=${stored}`)) writeLanguageCookie(stored);
      return stored;
    }
  } catch {
    // Storage blocked: fall through to the browser's preferences.
  }
  const preferred = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}

i18next.on('languageChanged', () => {
  document.documentElement.lang = currentLanguage();
});

/**
 * Resolves once the language's catalogue is loaded; render after it. `language`: the one a
 * server-rendered page was rendered in (hydration must match it), else the detected one.
 */
export function initI18n(language: Language = detectLanguage()): Promise<unknown> {
  return i18next
    .use(lazyCatalogueBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      resources: { en: { [shellNamespace]: englishShellCatalogue } },
      partialBundledLanguages: true,
      ns: [shellNamespace],
      defaultNS: shellNamespace,
      // Page texts live in their own namespaces; any t('privacy.title') finds them once loaded.
      fallbackNS: [shellNamespace, ...pageNamespaces],
      fallbackLng: defaultLanguage,
      supportedLngs: languages,
      load: 'languageOnly',
      interpolation: { escapeValue: false }, // React escapes what it renders
    });
}

/** The active language, narrowed to one of the product's four. */
export function currentLanguage(): Language {
  const resolved = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(resolved) ? resolved : defaultLanguage;
}

/** Switches the UI language and remembers the choice (only an explicit choice is stored). */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(languageStorageKey, language);
    writeLanguageCookie(language);
  } catch {
    // Storage can be unavailable (private mode, quota); the switch still applies to this visit.
  }
  await i18next.changeLanguage(language);
}
