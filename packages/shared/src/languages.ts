/** The product's four languages (spec section 2, header language menu). */
export const languages = ['en', 'es', 'fr', 'de'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
