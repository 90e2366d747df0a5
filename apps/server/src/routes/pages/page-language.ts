import { defaultLanguage, isLanguage, type Language } from '@brigade/shared/languages';

/** The cookie the web app sets when the visitor picks a language (lib/i18n.ts). */
export const languageCookie = 'lang';

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
