import { unreadCountAnswer } from '@brigade/shared/api/messaging-answers';
import type { UnreadCountAnswer } from '@brigade/shared/messaging/messaging-answers';
import { apiPaths } from '@brigade/shared/routes';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { countUnreadMessages } from '../../services/messaging/read-messages.ts';

/** GET /api/messages/unread-count: how many messages to me are unread. */
export function registerUnreadCount(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.messaging.unreadCount,
    {
      preValidation: requireUser(ctx),
      schema: {
        doc: {
          summary: 'How many messages to me are unread',
          access: 'signed-in',
          answer: unreadCountAnswer,
        },
      },
    },
    async (request, reply): Promise<UnreadCountAnswer> => {
      void reply.header('cache-control', 'no-store');
      return { count: await countUnreadMessages(ctx, userOf(request).id) };
    },
  );
}
