import type { MarkReadAnswer } from '@brigade/shared/messaging/messaging-answers';
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
  const options = { preValidation: requireUser(ctx), schema: { params: idParams } };
  app.post(messagingRoutes.read, options, async (request): Promise<MarkReadAnswer> =>
    markConversationRead(ctx, userOf(request), request.params.id),
  );
  app.post(messagingRoutes.messageRead, options, async (request): Promise<MarkReadAnswer> =>
    markMessageRead(ctx, userOf(request), request.params.id),
  );
}
