import { mailPreferencesAnswer } from '@brigade/shared/api/mail-preference-answers';
import {
  mailPreferencesInput,
  type MailPreferencesAnswer,
} from '@brigade/shared/notifications/mail-topics';
import { apiPaths } from '@brigade/shared/routes';
import type { AppContext } from '../../core/app-context.ts';
import type { App } from '../../http/app-types.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { readMailPreferences } from '../../services/mail-preferences/read-mail-preferences.ts';
import { saveMailPreferences } from '../../services/mail-preferences/save-mail-preferences.ts';

/**
 * GET /api/account/notification-preferences: what the signed-in user is mailed about, one entry
 * per topic of their kind of account; PUT { preferences }: change some of them, answering all.
 */
export function registerNotificationPreferences(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.notificationPreferences,
    {
      preValidation: requireUser(ctx),
      schema: {
        doc: {
          summary: 'What I am mailed about, and how often',
          access: 'signed-in',
          answer: mailPreferencesAnswer,
        },
      },
    },
    async (request): Promise<MailPreferencesAnswer> => ({
      preferences: await readMailPreferences(ctx.database.db, userOf(request)),
    }),
  );

  app.put(
    apiPaths.notificationPreferences,
    {
      preValidation: requireUser(ctx),
      schema: {
        body: mailPreferencesInput,
        doc: {
          summary: 'Turn mail topics on or off, instant or as a daily digest',
          description:
            'Only the topics sent change. A topic this kind of account is not mailed about, or a ' +
            'daily digest of a topic that is only sent at once, is refused. Password-reset and ' +
            'security mail are not topics: they are always sent.',
          access: 'signed-in',
          answer: mailPreferencesAnswer,
        },
      },
    },
    async (request): Promise<MailPreferencesAnswer> => ({
      preferences: await saveMailPreferences(ctx.database.db, userOf(request), request.body),
    }),
  );
}
