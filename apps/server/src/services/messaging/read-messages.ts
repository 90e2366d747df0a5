import type { MessagePageQuery } from '@brigade/shared/messaging/message-input';
import type { MessagePage } from '@brigade/shared/messaging/messaging-answers';
import { and, eq, sql } from '../../db/sql.ts';
import { alias } from '../../db/pg-core.ts';
import { conversationParticipants } from '../../db/schema/messaging.ts';
import { AppError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';
import { participantsFor } from './conversation-access.ts';
import { messagePage } from './message-pages.ts';
import type { AppContext } from '../../core/app-context.ts';

/** A conversation's thread (spec: by createdAt ascending), paginated backwards; 404 if not mine. */
export async function readThread(
  ctx: AppContext,
  viewerId: string,
  conversationId: string,
  query: MessagePageQuery,
): Promise<MessagePage> {
  const { db } = ctx.database;
  await participantsFor(db, viewerId, conversationId);
  return messagePage(db, [conversationId], query);
}

const mine = alias(conversationParticipants, 'mine');
const theirs = alias(conversationParticipants, 'theirs');

/**
 * The spec's unimplemented "messages between two users": across every conversation the viewer
 * shares with that user (with and without an application), paginated backwards. Nothing for
 * anyone they share none with, so the answer reveals nothing about other people.
 */
export async function readMessagesWithUser(
  ctx: AppContext,
  viewerId: string,
  userId: string,
  query: MessagePageQuery,
): Promise<MessagePage> {
  const { db } = ctx.database;
  if (!isUuid(userId)) throw new AppError('not_found');
  // Nobody writes to themselves (and the join below would match every conversation of mine).
  if (userId === viewerId) return { items: [], hasOlder: false };
  const shared = await db
    .select({ id: mine.conversationId })
    .from(mine)
    .innerJoin(
      theirs,
      and(eq(theirs.conversationId, mine.conversationId), eq(theirs.userId, userId)),
    )
    .where(eq(mine.userId, viewerId));
  return messagePage(
    db,
    shared.map((row) => row.id),
    query,
  );
}

/**
 * The spec's "count unread messages by receiverId and read = false", counted from the unread
 * count each conversation keeps per participant: the same number for a conversation between two,
 * and in a venue's shared thread the messages to the venue its members have not read.
 */
export async function countUnreadMessages(ctx: AppContext, userId: string): Promise<number> {
  const { db } = ctx.database;
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${conversationParticipants.unreadCount}), 0)::int` })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.userId, userId));
  return row?.count ?? 0;
}
