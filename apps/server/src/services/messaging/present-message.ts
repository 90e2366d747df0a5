import type { MessageView } from '@brigade/shared/messaging/messaging-answers';
import type { messages } from '../../db/schema/messaging.ts';

export type MessageRow = typeof messages.$inferSelect;

/** The presenter: the only shape in which a message leaves the server. */
export function presentMessage(row: MessageRow): MessageView {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    receiverId: row.receiverId,
    content: row.content,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}
