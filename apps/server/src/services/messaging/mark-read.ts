import type { MarkReadAnswer } from '@brigade/shared/messaging/messaging-answers';
import type { SessionUser } from '@brigade/shared/session';
import { and, eq, sql } from '../../db/sql.ts';
import { conversationParticipants, messages } from '../../db/schema/messaging.ts';
import { AppError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';
import { participantsFor } from './conversation-access.ts';
import { applicantOf, onSideOf, sentToSideOf } from './conversation-sides.ts';
import type { AppContext } from '../../core/app-context.ts';

/** Tells every participant which messages were read, and the readers' side's bells to refresh. */
async function announceRead(
  ctx: AppContext,
  participants: string[],
  reader: SessionUser,
  conversationId: string,
  messageIds: string[],
  mySide: string[],
): Promise<void> {
  if (messageIds.length === 0) return;
  await ctx.live.publish(participants, {
    type: 'messages.read',
    conversationId,
    readerId: reader.id,
    messageIds,
  });
  await ctx.live.publish(mySide, { type: 'notifications.changed' });
}

/** The reader's side of the conversation (teams: a venue's members read for each other). */
const mySideOf = (conversationId: string, readerId: string) =>
  and(
    eq(conversationParticipants.conversationId, conversationId),
    onSideOf(sql`${conversationParticipants.userId}`, readerId, applicantOf(conversationId)),
  );

/**
 * The spec's bulk rule: marks read the conversation's unread messages addressed to the reader
 * (to their side: what one of a venue's members reads is read for the others), and sets their
 * side's unread counts to 0, in one transaction. 404 if not theirs.
 */
export async function markConversationRead(
  ctx: AppContext,
  reader: SessionUser,
  conversationId: string,
): Promise<MarkReadAnswer> {
  const participants = await participantsFor(ctx.database.db, reader.id, conversationId);
  const { marked, mySide } = await ctx.database.db.transaction(async (tx) => {
    const rows = await tx
      .update(messages)
      .set({ read: true })
      .where(
        and(
          eq(messages.conversationId, conversationId),
          eq(messages.read, false),
          sentToSideOf(reader.id),
        ),
      )
      .returning({ id: messages.id });
    const side = await tx
      .update(conversationParticipants)
      .set({ unreadCount: 0 })
      .where(mySideOf(conversationId, reader.id))
      .returning({ userId: conversationParticipants.userId });
    return { marked: rows.map((row) => row.id), mySide: side.map((row) => row.userId) };
  });
  await announceRead(ctx, participants, reader, conversationId, marked, mySide);
  return { updated: marked.length };
}

/**
 * Marks one message to the reader read (spec: "update a message's read flag") and takes it off
 * their side's unread counts (never below 0). 404 for a message not addressed to their side; 0
 * when it was read already.
 */
export async function markMessageRead(
  ctx: AppContext,
  reader: SessionUser,
  messageId: string,
): Promise<MarkReadAnswer> {
  if (!isUuid(messageId)) throw new AppError('not_found');
  const addressedToMe = and(eq(messages.id, messageId), sentToSideOf(reader.id));
  const read = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(messages)
      .set({ read: true })
      .where(and(addressedToMe, eq(messages.read, false)))
      .returning({ conversationId: messages.conversationId });
    if (!row) return null;
    const side = await tx
      .update(conversationParticipants)
      .set({ unreadCount: sql`greatest(${conversationParticipants.unreadCount} - 1, 0)` })
      .where(mySideOf(row.conversationId, reader.id))
      .returning({ userId: conversationParticipants.userId });
    return { conversationId: row.conversationId, mySide: side.map((one) => one.userId) };
  });
  if (!read) {
    const [exists] = await ctx.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(addressedToMe);
    if (!exists) throw new AppError('not_found');
    return { updated: 0 };
  }
  const participants = await participantsFor(ctx.database.db, reader.id, read.conversationId);
  await announceRead(ctx, participants, reader, read.conversationId, [messageId], read.mySide);
  return { updated: 1 };
}
