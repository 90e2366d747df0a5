import type { Language } from '@brigade/shared/languages';
import { setLanguage } from '../../lib/i18n.ts';
import { rememberLanguage } from './api/remember-language.ts';

/**
 * A language chosen in the menu: the page switches (and the browser keeps the choice), and a
 * signed-in person's account remembers it too.
 */
export async function chooseLanguage(language: Language, signedIn: boolean): Promise<void> {
  if (signedIn) rememberLanguage(language);
  await setLanguage(language);
}
