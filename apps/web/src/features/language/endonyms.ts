import type { Language } from '@brigade/shared/languages';

/** Each language's name in that language; the same in every UI language, so not translated. */
export const endonyms: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};
