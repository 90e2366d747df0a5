import type { AccountLanguageAnswer } from '@brigade/shared/account-language';
import type { Language } from '@brigade/shared/languages';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * Remembers a signed-in person's language choice on their account too (the browser keeps it
 * already), so what Brigade writes to them outside the page can be in it. The switch itself
 * never waits for this: if it fails, the page is already in the chosen language and the next
 * choice is sent again.
 */
export function rememberLanguage(language: Language): void {
  apiFetch<AccountLanguageAnswer>(apiPaths.accountLanguage, {
    method: 'PUT',
    body: { language },
  }).catch(() => undefined);
}
