import type { ConversationSummary } from '@brigade/shared/messaging/messaging-answers';
import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { conversations } from '../../db/schema/messaging.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../applications/application-record.ts';
import { presentConversation, selectConversationSummaries } from './conversation-summaries.ts';

/** One conversation the viewer takes part in; 404 for any other (or none). */
export async function readConversation(
  db: NodePgDatabase,
  viewerId: string,
  id: string,
): Promise<ConversationSummary> {
  if (!isUuid(id)) throw new AppError('not_found');
  const [row] = await selectConversationSummaries(db, viewerId, eq(conversations.id, id));
  if (!row) throw new AppError('not_found');
  return presentConversation(row, viewerId);
}
