import { contactMessageReceipt } from '@brigade/shared/api/account-answers';
import { contactMessageInput } from '@brigade/shared/contact';
import { apiPaths } from '@brigade/shared/routes';
import { rateLimits } from '../../config/rate-limits.ts';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { rateLimitByIp } from '../../http/rate-limit-hook.ts';
import { createContactMessage } from '../../services/contact/create-contact-message.ts';

/** POST /api/contact: the Contact page's form, validated and rate-limited per IP. */
export function registerSubmitContactMessage(app: App, ctx: AppContext): void {
  app.post(
    apiPaths.contact,
    {
      schema: {
        body: contactMessageInput,
        doc: {
          summary: 'Send a message to the Brigade team',
          status: 201,
          answer: contactMessageReceipt,
          errors: ['rate_limited'],
        },
      },
      preValidation: rateLimitByIp(ctx, 'contact', rateLimits.contact),
    },
    async (request, reply) => {
      const receipt = await createContactMessage(ctx, request.body, request.ip);
      return reply.code(201).send(receipt);
    },
  );
}
