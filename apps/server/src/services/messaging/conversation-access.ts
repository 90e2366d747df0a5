import { eq } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { conversationParticipants } from '../../db/schema/messaging.ts';
import { AppError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';

/**
 * The participants of a conversation `userId` takes part in; 404 otherwise — a conversation
 * someone is not in is not even revealed to exist.
 */
export async function participantsFor(
  db: NodePgDatabase,
  userId: string,
  conversationId: string,
): Promise<string[]> {
  if (!isUuid(conversationId)) throw new AppError('not_found');
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  const ids = rows.map((row) => row.userId);
  if (!ids.includes(userId)) throw new AppError('not_found');
  return ids;
}
