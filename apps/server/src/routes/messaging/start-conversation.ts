import { conversationSummary } from '@brigade/shared/api/messaging-answers';
import { startConversationInput } from '@brigade/shared/messaging/message-input';
import { apiPaths } from '@brigade/shared/routes';
import { rateLimits } from '../../config/rate-limits.ts';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { enforceRateLimit } from '../../services/rate-limit/enforce-rate-limit.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { startConversation } from '../../services/messaging/start-conversation.ts';

/**
 * POST /api/conversations { recipientId, applicationId? }: opens the conversation with that
 * person (201), or answers the existing one (200).
 */
export function registerStartConversation(app: App, ctx: AppContext): void {
  app.post(
    apiPaths.messaging.conversations,
    {
      preValidation: requireUser(ctx),
      schema: {
        body: startConversationInput,
        doc: {
          summary: 'Start a conversation with someone, or find the one we have (200)',
          access: 'signed-in',
          status: [201, 200],
          answer: conversationSummary,
          errors: ['not_found', 'plan_outreach_limit', 'rate_limited'],
        },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      await enforceRateLimit(ctx, request.ip, {
        action: 'start-conversation',
        keys: [`account:${user.id}`],
        rule: rateLimits.startConversation,
      });
      const { conversation, created } = await startConversation(ctx, user, request.body);
      return reply.code(created ? 201 : 200).send(conversation);
    },
  );
}
