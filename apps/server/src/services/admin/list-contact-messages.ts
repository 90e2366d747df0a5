import type {
  AdminContactMessage,
  AdminContactMessagePage,
  AdminContactMessagesQuery,
} from '@brigade/shared/admin/contact-messages';
import { count, desc, isNotNull, isNull, sql } from '../../db/sql.ts';
import { contactMessages } from '../../db/schema/contact-messages.ts';
import { toPage } from '../pagination.ts';
import type { AppContext } from '../../core/app-context.ts';

type Row = typeof contactMessages.$inferSelect;

/** The presenter: a message without the sender's IP. */
export function presentContactMessage(row: Row): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** Contact messages newest first, all or only unread / read, with the unread total. */
export async function listContactMessages(
  ctx: AppContext,
  query: AdminContactMessagesQuery,
): Promise<AdminContactMessagePage> {
  const { db } = ctx.database;
  const where =
    query.status === 'unread'
      ? isNull(contactMessages.readAt)
      : query.status === 'read'
        ? isNotNull(contactMessages.readAt)
        : undefined;
  const [rows, [unread]] = await Promise.all([
    db
      .select({ row: contactMessages, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  const page = await toPage(
    rows,
    query,
    ({ row }) => presentContactMessage(row),
    async () => {
      const [counted] = await db.select({ n: count() }).from(contactMessages).where(where);
      return counted?.n ?? 0;
    },
  );
  return { ...page, unreadTotal: unread?.n ?? 0 };
}
