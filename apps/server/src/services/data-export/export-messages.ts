import { and, asc, eq, ne } from '../../db/sql.ts';
import { alias } from '../../db/pg-core.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { conversationParticipants, conversations, messages } from '../../db/schema/messaging.ts';
import { users } from '../../db/schema/users.ts';
import { afterCursor, cursorOf, exportBatchSize, keysetBatches } from './keyset-batches.ts';

export interface ConversationExport {
  id: string;
  /** The other person (null once their account is gone: "Deleted user"). */
  with: { id: string; name: string } | null;
  applicationId: string | null;
  startedAt: string;
}

/** The conversations a person takes part in, oldest first. */
export async function conversationsOf(
  db: NodePgDatabase,
  userId: string,
): Promise<ConversationExport[]> {
  const mine = alias(conversationParticipants, 'mine');
  const other = alias(conversationParticipants, 'other');
  const rows = await db
    .select({
      id: conversations.id,
      applicationId: conversations.applicationId,
      createdAt: conversations.createdAt,
      otherId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(mine)
    .innerJoin(conversations, eq(conversations.id, mine.conversationId))
    .leftJoin(other, and(eq(other.conversationId, mine.conversationId), ne(other.userId, userId)))
    .leftJoin(users, eq(users.id, other.userId))
    .where(eq(mine.userId, userId))
    .orderBy(asc(conversations.createdAt), asc(conversations.id));
  return rows.map((row) => ({
    id: row.id,
    with: row.otherId
      ? { id: row.otherId, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() }
      : null,
    applicationId: row.applicationId,
    startedAt: row.createdAt.toISOString(),
  }));
}

/**
 * Every message of those conversations — each sent or received by the person — conversation by
 * conversation, oldest first, read in batches along the conversation's index.
 */
export async function* messageBatches(
  db: NodePgDatabase,
  userId: string,
  conversationIds: readonly string[],
): AsyncGenerator<Record<string, unknown>[]> {
  for (const conversationId of conversationIds) {
    const batches = keysetBatches((cursor) =>
      db
        .select({
          id: messages.id,
          cursor: cursorOf(messages.createdAt),
          senderId: messages.senderId,
          content: messages.content,
          read: messages.read,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            afterCursor(messages.createdAt, messages.id, cursor),
          ),
        )
        .orderBy(asc(messages.createdAt), asc(messages.id))
        .limit(exportBatchSize),
    );
    for await (const batch of batches) {
      yield batch.map((message) => ({
        id: message.id,
        conversationId,
        direction: message.senderId === userId ? 'sent' : 'received',
        content: message.content,
        read: message.read,
        sentAt: message.createdAt.toISOString(),
      }));
    }
  }
}
