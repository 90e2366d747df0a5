import { accountLanguageInput } from '@brigade/shared/account-language';
import { accountLanguageAnswer } from '@brigade/shared/api/account-answers';
import { apiPaths } from '@brigade/shared/routes';
import type { AppContext } from '../../core/app-context.ts';
import type { App } from '../../http/app-types.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { setAccountLanguage } from '../../services/accounts/set-account-language.ts';

/** PUT /api/account/language { language }: the signed-in user's chosen UI language. */
export function registerSetAccountLanguage(app: App, ctx: AppContext): void {
  app.put(
    apiPaths.accountLanguage,
    {
      preValidation: requireUser(ctx),
      schema: {
        body: accountLanguageInput,
        doc: {
          summary: 'Remember the UI language I chose, on my account',
          access: 'signed-in',
          answer: accountLanguageAnswer,
        },
      },
    },
    async (request) => setAccountLanguage(ctx, userOf(request).id, request.body.language),
  );
}
