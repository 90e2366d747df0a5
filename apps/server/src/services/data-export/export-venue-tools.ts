/** A venue's own tools in its data export: its message templates and private tags. */
import { listTemplates } from '../message-templates/message-template-store.ts';
import { listTags } from '../application-tags/tag-store.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/** A venue's message templates (at most 20: one batch). */
export async function* messageTemplateBatches(
  db: NodePgDatabase,
  userId: string,
): AsyncGenerator<Record<string, unknown>[]> {
  const templates = await listTemplates(db, userId);
  yield templates.map(({ name, body, updatedAt }) => ({ name, body, updatedAt }));
}

/** A venue's private tags on applications (at most 20: one batch), by name. */
export async function* applicationTagBatches(
  db: NodePgDatabase,
  userId: string,
): AsyncGenerator<Record<string, unknown>[]> {
  yield (await listTags(db, userId)).map(({ name }) => ({ name }));
}
