import type { MessageView } from '@brigade/shared/messaging/messaging-answers';
import type { SessionUser } from '@brigade/shared/session';
import { and, eq, sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { conversationParticipants } from '../../db/schema/messaging.ts';
import { AppError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';
import { presentMessage, type MessageRow } from './present-message.ts';
import type { AppContext } from '../../core/app-context.ts';
import { recordMailEvent } from '../mail-notifications/record-mail-event.ts';

/**
 * One statement, so one transaction (and one round trip to the database): stores the message
 * (read = false) to the other participant and, from what was stored, sets the conversation's
 * last message, its server timestamp and sender, and adds 1 to the receiver's unread count.
 * Nothing is written unless the sender takes part and the other person's account is active.
 * When two messages are sent at once the later one stays the last, whichever commits last (the
 * update re-reads the row it waited for).
 */
function storeMessage(
  db: NodePgDatabase,
  conversationId: string,
  senderId: string,
  content: string,
) {
  return db.execute<Omit<MessageRow, 'createdAt'> & { createdAt: string }>(sql`
    WITH receiver AS (
      SELECT other.user_id AS id
      FROM conversation_participants other JOIN users u ON u.id = other.user_id AND u.is_active
      WHERE other.conversation_id = ${conversationId} AND other.user_id <> ${senderId}
        AND EXISTS (SELECT 1 FROM conversation_participants me
                    WHERE me.conversation_id = ${conversationId} AND me.user_id = ${senderId})
    ), inserted AS (
      INSERT INTO messages (conversation_id, sender_id, receiver_id, content)
      SELECT ${conversationId}::uuid, ${senderId}::uuid, receiver.id, ${content} FROM receiver
      RETURNING *
    ), last_message AS (
      UPDATE conversations c
      SET last_message = inserted.content, last_message_timestamp = inserted.created_at,
          last_message_sender_id = inserted.sender_id, updated_at = now()
      FROM inserted
      WHERE c.id = inserted.conversation_id
        AND (c.last_message_timestamp IS NULL OR c.last_message_timestamp <= inserted.created_at)
    ), unread AS (
      UPDATE conversation_participants p SET unread_count = p.unread_count + 1
      FROM inserted
      WHERE p.conversation_id = inserted.conversation_id AND p.user_id = inserted.receiver_id
    )
    SELECT id, conversation_id AS "conversationId", sender_id AS "senderId",
      receiver_id AS "receiverId", content, read,
      -- ISO 8601 (raw queries get timestamps as PostgreSQL's text, which Date cannot read)
      to_json(created_at) #>> '{}' AS "createdAt"
    FROM inserted`);
}

/**
 * Sends a message in a conversation the sender takes part in (404 otherwise), in one
 * transaction (spec sections 4 and 7): the message (read = false, to the other participant),
 * the conversation's lastMessage and server timestamp, and the receiver's unread count + 1.
 * Refused with `recipient_unavailable` once the other person's account is gone or inactive.
 * After the commit, both participants' open browsers get the message, the receiver's bell a nudge.
 */
export async function sendMessage(
  ctx: AppContext,
  sender: SessionUser,
  conversationId: string,
  content: string,
): Promise<MessageView> {
  if (!isUuid(conversationId)) throw new AppError('not_found');
  // With the message, in its transaction: the mail the receiver gets if it stays unread for
  // MESSAGE_MAIL_DELAY (read live in time, the flush finds it read and mails nothing).
  const row = await ctx.database.db.transaction(async (tx) => {
    const [stored] = (await storeMessage(tx, conversationId, sender.id, content)).rows;
    if (stored?.receiverId) {
      await recordMailEvent(tx, ctx.config, {
        recipientId: stored.receiverId,
        topic: 'messages',
        type: 'new_message',
        subjectId: stored.id,
      });
    }
    return stored;
  });
  if (!row) throw await whyNotSent(ctx.database.db, sender.id, conversationId);

  const message = presentMessage({ ...row, createdAt: new Date(row.createdAt) });
  await ctx.live.publish([sender.id, message.receiverId], {
    type: 'message.created',
    conversationId,
    message,
  });
  await ctx.live.publish([message.receiverId], { type: 'notifications.changed' });
  return message;
}

/** Nothing was stored: 404 when the conversation is not the sender's, else the other is gone. */
async function whyNotSent(
  db: NodePgDatabase,
  senderId: string,
  conversationId: string,
): Promise<AppError> {
  const [mine] = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, senderId),
      ),
    );
  return new AppError(mine ? 'recipient_unavailable' : 'not_found');
}
