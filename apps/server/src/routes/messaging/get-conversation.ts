import { conversationSummary } from '@brigade/shared/api/messaging-answers';
import type { ConversationSummary } from '@brigade/shared/messaging/messaging-answers';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { readConversation } from '../../services/messaging/read-conversation.ts';
import { idParams, messagingRoutes } from './messaging-route-params.ts';

/** GET /api/conversations/:id: one conversation the user takes part in (404 otherwise). */
export function registerGetConversation(app: App, ctx: AppContext): void {
  app.get(
    messagingRoutes.conversation,
    {
      preValidation: requireUser(ctx),
      schema: {
        params: idParams,
        doc: {
          summary: 'One of my conversations',
          owner: true,
          access: 'signed-in',
          answer: conversationSummary,
        },
      },
    },
    async (request, reply): Promise<ConversationSummary> => {
      void reply.header('cache-control', 'no-store');
      return readConversation(ctx, userOf(request).id, request.params.id);
    },
  );
}
