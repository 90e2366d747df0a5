import type { MarkReadAnswer } from '@brigade/shared/messaging/messaging-answers';
import type { SessionUser } from '@brigade/shared/session';
import { and, eq, sql } from '../../db/sql.ts';
import { conversationParticipants, messages } from '../../db/schema/messaging.ts';
import { AppError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';
import { participantsFor } from './conversation-access.ts';
import type { AppContext } from '../../core/app-context.ts';

/** Tells both participants which messages were read, and the reader's bell to refresh. */
async function announceRead(
  ctx: AppContext,
  participants: string[],
  reader: SessionUser,
  conversationId: string,
  messageIds: string[],
): Promise<void> {
  if (messageIds.length === 0) return;
  await ctx.live.publish(participants, {
    type: 'messages.read',
    conversationId,
    readerId: reader.id,
    messageIds,
  });
  await ctx.live.publish([reader.id], { type: 'notifications.changed' });
}

const myParticipation = (conversationId: string, userId: string) =>
  and(
    eq(conversationParticipants.conversationId, conversationId),
    eq(conversationParticipants.userId, userId),
  );

/**
 * The spec's bulk rule: marks read the conversation's unread messages addressed to the reader,
 * and sets the reader's unread count to 0, in one transaction. 404 if not theirs.
 */
export async function markConversationRead(
  ctx: AppContext,
  reader: SessionUser,
  conversationId: string,
): Promise<MarkReadAnswer> {
  const participants = await participantsFor(ctx.database.db, reader.id, conversationId);
  const marked = await ctx.database.db.transaction(async (tx) => {
    const rows = await tx
      .update(messages)
      .set({ read: true })
      .where(
        and(
          eq(messages.conversationId, conversationId),
          eq(messages.receiverId, reader.id),
          eq(messages.read, false),
        ),
      )
      .returning({ id: messages.id });
    await tx
      .update(conversationParticipants)
      .set({ unreadCount: 0 })
      .where(myParticipation(conversationId, reader.id));
    return rows.map((row) => row.id);
  });
  await announceRead(ctx, participants, reader, conversationId, marked);
  return { updated: marked.length };
}

/**
 * Marks one message to the reader read (spec: "update a message's read flag") and takes it off
 * their unread count (never below 0). 404 for a message not addressed to them; 0 when it was
 * read already.
 */
export async function markMessageRead(
  ctx: AppContext,
  reader: SessionUser,
  messageId: string,
): Promise<MarkReadAnswer> {
  if (!isUuid(messageId)) throw new AppError('not_found');
  const addressedToMe = and(eq(messages.id, messageId), eq(messages.receiverId, reader.id));
  const conversationId = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(messages)
      .set({ read: true })
      .where(and(addressedToMe, eq(messages.read, false)))
      .returning({ conversationId: messages.conversationId });
    if (!row) return null;
    await tx
      .update(conversationParticipants)
      .set({ unreadCount: sql`greatest(${conversationParticipants.unreadCount} - 1, 0)` })
      .where(myParticipation(row.conversationId, reader.id));
    return row.conversationId;
  });
  if (!conversationId) {
    const [exists] = await ctx.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(addressedToMe);
    if (!exists) throw new AppError('not_found');
    return { updated: 0 };
  }
  const participants = await participantsFor(ctx.database.db, reader.id, conversationId);
  await announceRead(ctx, participants, reader, conversationId, [messageId]);
  return { updated: 1 };
}
