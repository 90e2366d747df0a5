import { messageView } from '@brigade/shared/api/messaging-answers';
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
    {
      preValidation: requireUser(ctx),
      schema: {
        params: idParams,
        body: sendMessageInput,
        doc: {
          summary: 'Send a message in one of my conversations',
          owner: true,
          access: 'signed-in',
          status: 201,
          answer: messageView,
          errors: ['recipient_unavailable', 'rate_limited'],
        },
      },
    },
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
    {
      preValidation: requireUser(ctx),
      schema: {
        body: directMessageInput,
        doc: {
          summary: 'Send a message to a person (in our conversation, started if need be)',
          access: 'signed-in',
          status: 201,
          answer: messageView,
          errors: ['not_found', 'recipient_unavailable', 'plan_outreach_limit', 'rate_limited'],
        },
      },
    },
    async (request, reply) => {
      await limit(request);
      const message = await sendDirectMessage(ctx, userOf(request), request.body);
      return reply.code(201).send(message);
    },
  );
}
