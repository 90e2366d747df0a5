import { eq } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { storedFiles } from '../../db/schema/stored-files.ts';

/** Where an account's stored files' bytes are, so they can be removed once the account is gone. */
export async function storageKeysOf(db: NodePgDatabase, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: storedFiles.storageKey })
    .from(storedFiles)
    .where(eq(storedFiles.userId, userId));
  return rows.map((row) => row.key);
}
