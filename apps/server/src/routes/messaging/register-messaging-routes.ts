import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { registerGetConversation } from './get-conversation.ts';
import { registerListConversations } from './list-conversations.ts';
import { registerListMessages } from './list-messages.ts';
import { registerMarkRead } from './mark-read.ts';
import { registerMessagesWithUser } from './messages-with-user.ts';
import { registerSendMessage } from './send-message.ts';
import { registerStartConversation } from './start-conversation.ts';
import { registerUnreadCount } from './unread-count.ts';

/** Every messaging endpoint: conversations, threads, sending, read state, the unread count. */
export function registerMessagingRoutes(app: App, ctx: AppContext): void {
  registerListConversations(app, ctx);
  registerStartConversation(app, ctx);
  registerGetConversation(app, ctx);
  registerListMessages(app, ctx);
  registerSendMessage(app, ctx);
  registerMarkRead(app, ctx);
  registerUnreadCount(app, ctx);
  registerMessagesWithUser(app, ctx);
}
