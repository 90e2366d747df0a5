import type { MarkReadAnswer } from '@brigade/shared/messaging/messaging-answers';
import { markReadAnswer } from '@brigade/shared/api/messaging-answers';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { markConversationRead, markMessageRead } from '../../services/messaging/mark-read.ts';
import { idParams, messagingRoutes } from './messaging-route-params.ts';

/**
 * POST /api/conversations/:id/read: marks the conversation's unread messages to me read.
 * POST /api/messages/:id/read: marks one message to me read.
 */
export function registerMarkRead(app: App, ctx: AppContext): void {
  const options = (summary: string) =>
    ({
      preValidation: requireUser(ctx),
      schema: {
        params: idParams,
        doc: { summary, access: 'signed-in', owner: true, answer: markReadAnswer },
      },
    }) as const;
  app.post(
    messagingRoutes.read,
    options('Mark the messages to me in a conversation read'),
    async (request): Promise<MarkReadAnswer> =>
      markConversationRead(ctx, userOf(request), request.params.id),
  );
  app.post(
    messagingRoutes.messageRead,
    options('Mark one message to me read'),
    async (request): Promise<MarkReadAnswer> =>
      markMessageRead(ctx, userOf(request), request.params.id),
  );
}
