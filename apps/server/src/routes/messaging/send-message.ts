import { directMessageInput, sendMessageInput } from '@brigade/shared/messaging/message-input';
import type { FastifyRequest } from 'fastify';
import { apiPaths } from '@brigade/shared/routes';
import { rateLimits } from '../../config/rate-limits.ts';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { enforceRateLimit } from '../../services/rate-limit/enforce-rate-limit.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { sendDirectMessage } from '../../services/messaging/direct-message.ts';
import { sendMessage } from '../../services/messaging/send-message.ts';
import { idParams, messagingRoutes } from './messaging-route-params.ts';

/**
 * POST /api/conversations/:id/messages { content }: sends in a conversation.
 * POST /api/messages { recipientId, content } (the spec's Message schema): sends to a person.
 * Both answer the stored message (201) and share one rate limit per account.
 */
export function registerSendMessage(app: App, ctx: AppContext): void {
  const limit = (request: FastifyRequest) =>
    enforceRateLimit(ctx, request.ip, {
      action: 'send-message',
      keys: [`account:${userOf(request).id}`],
      rule: rateLimits.sendMessage,
    });

  app.post(
    messagingRoutes.messages,
    { preValidation: requireUser(ctx), schema: { params: idParams, body: sendMessageInput } },
    async (request, reply) => {
      await limit(request);
      const message = await sendMessage(
        ctx,
        userOf(request),
        request.params.id,
        request.body.content,
      );
      return reply.code(201).send(message);
    },
  );
  app.post(
    apiPaths.messaging.direct,
    { preValidation: requireUser(ctx), schema: { body: directMessageInput } },
    async (request, reply) => {
      await limit(request);
      const message = await sendDirectMessage(ctx, userOf(request), request.body);
      return reply.code(201).send(message);
    },
  );
}
