import type { Page } from '@brigade/shared/jobs/job-answers';
import { conversationListQuery } from '@brigade/shared/messaging/message-input';
import type { ConversationSummary } from '@brigade/shared/messaging/messaging-answers';
import { conversationPage } from '@brigade/shared/api/messaging-answers';
import { apiPaths } from '@brigade/shared/routes';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { listConversations } from '../../services/messaging/list-conversations.ts';

/** GET /api/conversations: the signed-in user's conversations, newest first, paginated. */
export function registerListConversations(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.messaging.conversations,
    {
      preValidation: requireUser(ctx),
      schema: {
        querystring: conversationListQuery,
        doc: {
          summary: 'My conversations, newest first',
          access: 'signed-in',
          answer: conversationPage,
        },
      },
      // Each row carries its last message (up to 2,000 characters): worth compressing.
      compress: {},
    },
    async (request, reply): Promise<Page<ConversationSummary>> => {
      void reply.header('cache-control', 'no-store');
      return listConversations(ctx, userOf(request).id, request.query);
    },
  );
}
