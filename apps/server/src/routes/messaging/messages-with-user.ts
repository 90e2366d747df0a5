import { messagePageQuery } from '@brigade/shared/messaging/message-input';
import type { MessagePage } from '@brigade/shared/messaging/messaging-answers';
import { messagePage } from '@brigade/shared/api/messaging-answers';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { readMessagesWithUser } from '../../services/messaging/read-messages.ts';
import { idParams, messagingRoutes } from './messaging-route-params.ts';

/** GET /api/users/:id/messages ?before&limit: my messages with that person, read backwards. */
export function registerMessagesWithUser(app: App, ctx: AppContext): void {
  app.get(
    messagingRoutes.withUser,
    {
      preValidation: requireUser(ctx),
      schema: {
        params: idParams,
        querystring: messagePageQuery,
        doc: {
          summary: 'My messages with one person, read backwards',
          access: 'signed-in',
          answer: messagePage,
        },
      },
      compress: {},
    },
    async (request, reply): Promise<MessagePage> => {
      void reply.header('cache-control', 'no-store');
      return readMessagesWithUser(ctx, userOf(request).id, request.params.id, request.query);
    },
  );
}
