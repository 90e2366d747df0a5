import { listTemplates } from '../message-templates/message-template-store.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/** A venue's message templates (at most 20: one batch). */
export async function* messageTemplateBatches(
  db: NodePgDatabase,
  userId: string,
): AsyncGenerator<Record<string, unknown>[]> {
  const templates = await listTemplates(db, userId);
  yield templates.map(({ name, body, updatedAt }) => ({ name, body, updatedAt }));
}
