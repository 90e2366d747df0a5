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
import { listingContactOf } from '../organisations/job-audience.ts';
import { applicantColumn, onSideOf } from './conversation-sides.ts';

/**
 * One statement, so one transaction (and one round trip to the database): stores the message
 * (read = false) to the other side and, from what was stored, sets the conversation's last
 * message, its server timestamp and sender, and adds 1 to the unread count of everyone on the
 * other side (conversation-sides.ts). The message is addressed to one of them: the applicant, or
 * from the applicant the venue's member who joined the thread first and is still active. Nothing
 * is written unless the sender takes part and someone active is on the other side. When two
 * messages are sent at once the later one stays the last, whichever commits last (the update
 * re-reads the row it waited for). `audience`: the other side; `everyone`: all participants.
 */
function storeMessage(
  db: NodePgDatabase,
  conversationId: string,
  senderId: string,
  content: string,
) {
  return db.execute<
    Omit<MessageRow, 'createdAt'> & { createdAt: string; audience: string; everyone: string }
  >(sql`
    WITH conv AS (
      SELECT c.id, ${applicantColumn} AS applicant_id
      FROM conversations c LEFT JOIN applications a ON a.id = c.application_id
      WHERE c.id = ${conversationId}
        AND EXISTS (SELECT 1 FROM conversation_participants me
                    WHERE me.conversation_id = c.id AND me.user_id = ${senderId})
    ), participant AS (
      SELECT p.user_id, p.joined_at,
        ${onSideOf(sql`p.user_id`, senderId, sql`conv.applicant_id`)} AS my_side
      FROM conversation_participants p JOIN conv ON p.conversation_id = conv.id
    ), receiver AS (
      SELECT other.user_id AS id
      FROM participant other JOIN users u ON u.id = other.user_id AND u.is_active
      WHERE NOT other.my_side
      ORDER BY other.joined_at, other.user_id
      LIMIT 1
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
      WHERE p.conversation_id = inserted.conversation_id
        AND p.user_id IN (SELECT user_id FROM participant WHERE NOT my_side)
    )
    SELECT id, conversation_id AS "conversationId", sender_id AS "senderId",
      receiver_id AS "receiverId", content, read,
      -- ISO 8601 (raw queries get timestamps as PostgreSQL's text, which Date cannot read)
      to_json(created_at) #>> '{}' AS "createdAt",
      (SELECT coalesce(json_agg(user_id), '[]') FROM participant WHERE NOT my_side)::text
        AS audience,
      (SELECT coalesce(json_agg(user_id), '[]') FROM participant)::text AS everyone
    FROM inserted`);
}

/**
 * Sends a message in a conversation the sender takes part in (404 otherwise), in one
 * transaction (spec sections 4 and 7): the message (read = false, to the other side), the
 * conversation's lastMessage and server timestamp, and the other side's unread counts + 1.
 * Refused with `recipient_unavailable` once nobody active is left on the other side. After the
 * commit, every participant's open browser gets the message, and the other side's bells a nudge.
 */
export async function sendMessage(
  ctx: AppContext,
  sender: SessionUser,
  conversationId: string,
  content: string,
): Promise<MessageView> {
  if (!isUuid(conversationId)) throw new AppError('not_found');
  // With the message, in its transaction: the mail each person on the other side gets if it
  // stays unread for MESSAGE_MAIL_DELAY (read in time, the flush finds it read and mails nothing).
  const row = await ctx.database.db.transaction(async (tx) => {
    let [stored] = (await storeMessage(tx, conversationId, sender.id, content)).rows;
    // Nobody of the venue is left in its thread (their accounts went): its contact joins.
    if (!stored && (await bringInVenueContact(tx, conversationId, sender.id))) {
      [stored] = (await storeMessage(tx, conversationId, sender.id, content)).rows;
    }
    for (const recipientId of stored ? idsIn(stored.audience) : []) {
      await recordMailEvent(tx, ctx.config, {
        recipientId,
        topic: 'messages',
        type: 'new_message',
        subjectId: stored?.id ?? '',
      });
    }
    return stored;
  });
  if (!row) throw await whyNotSent(ctx.database.db, sender.id, conversationId);

  const { audience, everyone, ...stored } = row;
  const message = presentMessage({ ...stored, createdAt: new Date(stored.createdAt) });
  await ctx.live.publish(idsIn(everyone), {
    type: 'message.created',
    conversationId,
    message,
  });
  await ctx.live.publish(idsIn(audience), { type: 'notifications.changed' });
  return message;
}

const idsIn = (json: string): string[] => JSON.parse(json) as string[];

/**
 * In a venue's thread about an application (`pair_key` `application:<id>`, decision 026) where the
 * applicant writes and nobody active of the venue is left, the listing's contact (its assignee,
 * else the organisation's owner) joins, so the message reaches the venue. True if someone joined.
 */
async function bringInVenueContact(
  db: NodePgDatabase,
  conversationId: string,
  senderId: string,
): Promise<boolean> {
  const { rows } = await db.execute(sql`
    INSERT INTO conversation_participants (conversation_id, user_id)
    SELECT c.id, ${listingContactOf(sql`a.job_id`)}
    FROM conversations c
    JOIN applications a ON a.id = c.application_id AND a.applicant_id = ${senderId}
    WHERE c.id = ${conversationId} AND c.pair_key = 'application:' || a.id::text
      AND EXISTS (SELECT 1 FROM conversation_participants me
                  WHERE me.conversation_id = c.id AND me.user_id = ${senderId})
      AND NOT EXISTS (SELECT 1 FROM conversation_participants p
                      JOIN users u ON u.id = p.user_id AND u.is_active
                      WHERE p.conversation_id = c.id AND p.user_id <> ${senderId})
    ON CONFLICT DO NOTHING
    RETURNING user_id`);
  return rows.length > 0;
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
