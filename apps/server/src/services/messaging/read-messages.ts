import type { MessagePageQuery } from '@brigade/shared/messaging/message-input';
import type { MessagePage } from '@brigade/shared/messaging/messaging-answers';
import { and, count, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { alias } from 'drizzle-orm/pg-core';
import { conversationParticipants, messages } from '../../db/schema/messaging.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../applications/application-record.ts';
import { participantsFor } from './conversation-access.ts';
import { messagePage } from './message-pages.ts';

/** A conversation's thread (spec: by createdAt ascending), paginated backwards; 404 if not mine. */
export async function readThread(
  db: NodePgDatabase,
  viewerId: string,
  conversationId: string,
  query: MessagePageQuery,
): Promise<MessagePage> {
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
  db: NodePgDatabase,
  viewerId: string,
  userId: string,
  query: MessagePageQuery,
): Promise<MessagePage> {
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

/** The spec's "count unread messages by receiverId and read = false". */
export async function countUnreadMessages(db: NodePgDatabase, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, userId), eq(messages.read, false)));
  return row?.count ?? 0;
}
