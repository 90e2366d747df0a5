import { defaultLanguage, isLanguage, type Language } from '@brigade/shared/languages';

/** The cookie the web app sets when the visitor picks a language (lib/i18n.ts). */
export const languageCookie = 'lang';

/**
 * A page's language named in its URL (`/jobs/1?lang=fr`): the address of each language's version
 * of a page, which hreflang alternates point to (search engines send no cookie, and rarely an
 * Accept-Language). The web app reads it too (apps/web/src/lib/i18n.ts).
 */
export const languageParameter = 'lang';

/** The language a URL's query string names, if it is one of ours; and the query without it. */
export function languageInQuery(search: string): { language: Language | null; rest: string } {
  const params = new URLSearchParams(search);
  const named = params.get(languageParameter);
  params.delete(languageParameter);
  return { language: isLanguage(named) ? named : null, rest: params.toString() };
}

/**
 * The language a page is rendered in, as the browser will pick it on first paint: the visitor's
 * choice (the cookie mirrors what the app stores), else their browser's first language we speak,
 * else English.
 */
export function pageLanguage(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  const chosen = cookieHeader
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === languageCookie)?.[1];
  if (isLanguage(chosen)) return chosen;
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return preferred.map((entry) => entry.base).find(isLanguage) ?? defaultLanguage;
}
