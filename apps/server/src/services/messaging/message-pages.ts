import type { MessagePageQuery } from '@brigade/shared/messaging/message-input';
import type { MessagePage } from '@brigade/shared/messaging/messaging-answers';
import { and, desc, inArray, sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { messages } from '../../db/schema/messaging.ts';
import { presentMessage } from './present-message.ts';

/**
 * A page of the messages of some conversations, read backwards: the newest `limit`, or those
 * just before the message `before` (by createdAt, then id), answered in ascending order. The
 * cursor stays in SQL so its microseconds are compared as stored. A `before` that is not one of
 * these messages gives an empty page.
 */
export async function messagePage(
  db: NodePgDatabase,
  conversationIds: string[],
  query: MessagePageQuery,
): Promise<MessagePage> {
  if (conversationIds.length === 0) return { items: [], hasOlder: false };
  const inScope = inArray(messages.conversationId, conversationIds);
  const scopeList = sql.join(
    conversationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const beforeCursor = query.before
    ? sql`(${messages.createdAt}, ${messages.id}) < (
        select cursor.created_at, cursor.id from messages cursor
        where cursor.id = ${query.before} and cursor.conversation_id in (${scopeList}))`
    : undefined;
  const rows = await db
    .select()
    .from(messages)
    .where(and(inScope, beforeCursor))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(query.limit + 1);
  return {
    items: rows.slice(0, query.limit).reverse().map(presentMessage),
    hasOlder: rows.length > query.limit,
  };
}
