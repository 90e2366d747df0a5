import type { Page } from '@brigade/shared/jobs/job-answers';
import type { ConversationSummary } from '@brigade/shared/messaging/messaging-answers';
import { eq, sql } from '../../db/sql.ts';
import { conversationParticipants } from '../../db/schema/messaging.ts';
import { toPage } from '../pagination.ts';
import {
  newestFirst,
  presentConversation,
  selectConversationSummaries,
} from './conversation-summaries.ts';
import type { AppContext } from '../../core/app-context.ts';

/** The spec's unimplemented "get a user's conversations": mine, newest first, paginated. */
export async function listConversations(
  ctx: AppContext,
  viewerId: string,
  query: { page: number; pageSize: number },
): Promise<Page<ConversationSummary>> {
  const { db } = ctx.database;
  const rows = await selectConversationSummaries(db, viewerId)
    .orderBy(...newestFirst)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return toPage(
    rows,
    query,
    (row) => presentConversation(row, viewerId),
    async () => {
      const [count] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(conversationParticipants)
        .where(eq(conversationParticipants.userId, viewerId));
      return count?.total ?? 0;
    },
  );
}
