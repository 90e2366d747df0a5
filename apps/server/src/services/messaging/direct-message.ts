import type { DirectMessageInput } from '@brigade/shared/messaging/message-input';
import type { MessageView } from '@brigade/shared/messaging/messaging-answers';
import type { SessionUser } from '@brigade/shared/session';
import { sendMessage } from './send-message.ts';
import { findOrCreateConversation } from './start-conversation.ts';
import type { AppContext } from '../../core/app-context.ts';

/**
 * The spec's Message schema put to use: sends to a user, in the conversation without an
 * application (found, or opened under the same policy as starting one).
 */
export async function sendDirectMessage(
  ctx: AppContext,
  sender: SessionUser,
  input: DirectMessageInput,
): Promise<MessageView> {
  const { id } = await findOrCreateConversation(ctx.database.db, sender, input.recipientId, null);
  return sendMessage(ctx, sender, id, input.content);
}
