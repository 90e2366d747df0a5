import {
  templateLimits,
  type MessageTemplate,
  type MessageTemplateInput,
} from '@brigade/shared/applications/message-templates';
import { and, asc, eq, sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { messageTemplates } from '../../db/schema/message-templates.ts';
import { AppError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';

type Row = typeof messageTemplates.$inferSelect;

const present = (row: Row): MessageTemplate => ({
  id: row.id,
  name: row.name,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
});

/** The venue's templates, oldest first (the order it made them in). */
export async function listTemplates(
  db: NodePgDatabase,
  restaurantId: string,
): Promise<MessageTemplate[]> {
  const rows = await db
    .select()
    .from(messageTemplates)
    .where(eq(messageTemplates.restaurantId, restaurantId))
    .orderBy(asc(messageTemplates.createdAt), asc(messageTemplates.id));
  return rows.map(present);
}

/** One of the venue's templates; someone else's, or none, is a 404. */
export async function findTemplate(
  db: Pick<NodePgDatabase, 'select'>,
  restaurantId: string,
  id: string,
): Promise<MessageTemplate> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(messageTemplates)
        .where(and(eq(messageTemplates.id, id), eq(messageTemplates.restaurantId, restaurantId)))
    : [];
  if (!row) throw new AppError('not_found');
  return present(row);
}

/**
 * A new template, while the venue has fewer than 20 (`template_limit_reached`); a venue's
 * creations take turns (an advisory lock), so two at once cannot pass the limit together.
 */
export async function createTemplate(
  db: NodePgDatabase,
  restaurantId: string,
  input: MessageTemplateInput,
): Promise<MessageTemplate> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`templates:${restaurantId}`}))`);
    const [count] = await tx
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(messageTemplates)
      .where(eq(messageTemplates.restaurantId, restaurantId));
    if ((count?.total ?? 0) >= templateLimits.perVenue) {
      throw new AppError('template_limit_reached');
    }
    const [row] = await tx
      .insert(messageTemplates)
      .values({ restaurantId, ...input })
      .returning();
    if (!row) throw new Error('the template was not stored');
    return present(row);
  });
}

export async function updateTemplate(
  db: NodePgDatabase,
  restaurantId: string,
  id: string,
  input: MessageTemplateInput,
): Promise<MessageTemplate> {
  await findTemplate(db, restaurantId, id);
  const [row] = await db
    .update(messageTemplates)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(messageTemplates.id, id))
    .returning();
  if (!row) throw new AppError('not_found');
  return present(row);
}

export async function deleteTemplate(
  db: NodePgDatabase,
  restaurantId: string,
  id: string,
): Promise<void> {
  await findTemplate(db, restaurantId, id);
  await db.delete(messageTemplates).where(eq(messageTemplates.id, id));
}
