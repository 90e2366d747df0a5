import type { ConversationSummary } from '@brigade/shared/messaging/messaging-answers';
import { eq } from '../../db/sql.ts';
import { conversations } from '../../db/schema/messaging.ts';
import { AppError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';
import { presentConversation, selectConversationSummaries } from './conversation-summaries.ts';
import type { AppContext } from '../../core/app-context.ts';

/** One conversation the viewer takes part in; 404 for any other (or none). */
export async function readConversation(
  ctx: AppContext,
  viewerId: string,
  id: string,
): Promise<ConversationSummary> {
  const { db } = ctx.database;
  if (!isUuid(id)) throw new AppError('not_found');
  const [row] = await selectConversationSummaries(db, viewerId, eq(conversations.id, id));
  if (!row) throw new AppError('not_found');
  return presentConversation(row, viewerId);
}
