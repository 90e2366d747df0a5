/**
 * The browser's texts: the English shell bundled, every other language and every page's texts
 * loaded lazily (see locale-namespaces.ts), the language detected from the stored choice and
 * then the browser, and <html lang> kept in step with the active language.
 */
import { defaultLanguage, isLanguage } from '@brigade/shared/languages';
import type { Language } from '@brigade/shared/languages';
import { englishShellCatalogue, loadCatalogue } from './locale-loaders.ts';
import { shellNamespace } from './locale-namespaces.ts';
import { appTranslations, setAppTranslations } from './translation/app-translations.ts';
import { TranslationStore } from './translation/translation-store.ts';

export const languageStorageKey = 'brigade.language';

/**
 * The stored choice, mirrored in a cookie so the server renders public pages in the language
 * the app will show (apps/server/src/routes/pages/page-language.ts).
 */
const languageCookie = 'lang';

function writeLanguageCookie(language: Language): void {
  document.cookie = `${languageCookie}=${language}; path=/; max-age=31536000; samesite=lax`;
}

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

/**
 * Resolves once the language's shell texts are loaded; render after it. `language`: the one a
 * server-rendered page was rendered in (hydration must match it), else the detected one.
 */
export function initI18n(language: Language = detectLanguage()): Promise<unknown> {
  const store = new TranslationStore(
    defaultLanguage,
    { [defaultLanguage]: { ...englishShellCatalogue } },
    // A language or namespace we do not have adds nothing.
    (partLanguage, namespace) => loadCatalogue(partLanguage, namespace) ?? Promise.resolve({}),
    [`${defaultLanguage}/${shellNamespace}`],
  );
  setAppTranslations(store);
  const markLanguage = () => {
    document.documentElement.lang = currentLanguage();
  };
  store.subscribe(markLanguage);
  return store.changeLanguage(language).then(markLanguage);
}

/** The active language, narrowed to one of the product's four. */
export function currentLanguage(): Language {
  const active = appTranslations().language;
  return isLanguage(active) ? active : defaultLanguage;
}

/** Switches the UI language and remembers the choice (only an explicit choice is stored). */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(languageStorageKey, language);
    writeLanguageCookie(language);
  } catch {
    // Storage can be unavailable (private mode, quota); the switch still applies to this visit.
  }
  await appTranslations().changeLanguage(language);
}
