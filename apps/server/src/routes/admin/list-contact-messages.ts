import { adminContactMessagePage } from '@brigade/shared/api/admin-answers';
import {
  adminContactMessagesQuery,
  type AdminContactMessagePage,
} from '@brigade/shared/admin/contact-messages';
import { apiPaths } from '@brigade/shared/routes';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser } from '../../http/require-user.ts';
import { listContactMessages } from '../../services/admin/list-contact-messages.ts';

/** GET /api/admin/contact-messages?status&page&pageSize (admins): the Contact page's messages. */
export function registerListContactMessages(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.admin.contactMessages,
    {
      preValidation: requireUser(ctx, 'admin'),
      schema: {
        querystring: adminContactMessagesQuery,
        doc: {
          summary: "The Contact page's messages",
          access: ['admin'],
          answer: adminContactMessagePage,
        },
      },
      compress: {},
    },
    async (request, reply): Promise<AdminContactMessagePage> => {
      void reply.header('cache-control', 'no-store');
      return listContactMessages(ctx, request.query);
    },
  );
}
