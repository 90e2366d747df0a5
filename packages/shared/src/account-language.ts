import { z } from 'zod';
import { languages, type Language } from './languages.ts';

/**
 * The UI language a signed-in person chose, remembered on their account as well as in the
 * browser (the spec keeps it locally), so what Brigade writes to them outside the page can be
 * in it: `PUT /api/account/language`.
 */
export const accountLanguageInput = z.object({
  language: z.enum(languages, 'validation.languageInvalid'),
});
export type AccountLanguageInput = z.infer<typeof accountLanguageInput>;

export interface AccountLanguageAnswer {
  language: Language;
}
