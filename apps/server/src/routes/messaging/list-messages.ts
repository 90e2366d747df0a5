import { messagePageQuery } from '@brigade/shared/messaging/message-input';
import type { MessagePage } from '@brigade/shared/messaging/messaging-answers';
import { messagePage } from '@brigade/shared/api/messaging-answers';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { readThread } from '../../services/messaging/read-messages.ts';
import { idParams, messagingRoutes } from './messaging-route-params.ts';

/** GET /api/conversations/:id/messages ?before&limit: a page of the thread, read backwards. */
export function registerListMessages(app: App, ctx: AppContext): void {
  app.get(
    messagingRoutes.messages,
    {
      preValidation: requireUser(ctx),
      schema: {
        params: idParams,
        querystring: messagePageQuery,
        doc: {
          summary: "A page of a conversation's messages, read backwards",
          owner: true,
          access: 'signed-in',
          answer: messagePage,
        },
      },
      // A page of long messages can weigh 100 KB or more: worth compressing.
      compress: {},
    },
    async (request, reply): Promise<MessagePage> => {
      void reply.header('cache-control', 'no-store');
      return readThread(ctx, userOf(request).id, request.params.id, request.query);
    },
  );
}
