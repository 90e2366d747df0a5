import { unsubscribeAnswer } from '@brigade/shared/api/mail-preference-answers';
import { unsubscribeQuery } from '@brigade/shared/notifications/unsubscribe';
import { apiPaths } from '@brigade/shared/routes';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rateLimits } from '../../config/rate-limits.ts';
import type { AppContext } from '../../core/app-context.ts';
import type { App } from '../../http/app-types.ts';
import { rateLimitByIp } from '../../http/rate-limit-hook.ts';
import { describeUnsubscribe, unsubscribe } from '../../services/mail-preferences/unsubscribe.ts';
import { acceptOneClickForms } from './one-click-form-body.ts';

/**
 * A notification mail's unsubscribe link, no session needed: the signed token in `?token` is
 * the whole permission. GET says which topic it would turn off (the /unsubscribe page shows it
 * first); POST turns it off — the RFC 8058 one-click POST of a mail provider, or the page's
 * button. Both are counted per IP.
 */
export function registerMailUnsubscribe(app: App, ctx: AppContext): void {
  const preValidation = rateLimitByIp(ctx, 'mail-unsubscribe', rateLimits.mailUnsubscribe);

  app.get(
    apiPaths.mailUnsubscribe,
    {
      preValidation,
      schema: {
        querystring: unsubscribeQuery,
        doc: {
          summary: 'Which mail topic an unsubscribe link turns off (changes nothing)',
          answer: unsubscribeAnswer,
          errors: ['invalid_unsubscribe_link', 'rate_limited'],
        },
      },
    },
    async (request) => describeUnsubscribe(ctx.database.db, request.query.token),
  );

  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    acceptOneClickForms(scope);
    scope.post(
      apiPaths.mailUnsubscribe,
      {
        preValidation,
        schema: {
          querystring: unsubscribeQuery,
          doc: {
            summary: 'Turn off the mail topic of an unsubscribe link (RFC 8058 one-click)',
            description:
              'No session needed. Takes a form body (`List-Unsubscribe=One-Click`, urlencoded or ' +
              'multipart), JSON or none, and ignores it. Using a link again changes nothing.',
            answer: unsubscribeAnswer,
            errors: ['invalid_unsubscribe_link', 'rate_limited'],
          },
        },
      },
      async (request) => unsubscribe(ctx.database.db, request.query.token),
    );
  });
}
