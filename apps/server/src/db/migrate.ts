import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './open-database.ts';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
// Any constant will do: it only has to be the same in every Brigade process.
const MIGRATION_LOCK_KEY = 7_270_001;

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * Applies pending SQL migrations before the server listens, and returns the schema version (the
 * newest migration's tag). An advisory lock keeps two servers starting together on one
 * PostgreSQL database from migrating at the same time.
 */
export async function migrateDatabase(
  database: Database,
  // Tests pass a folder holding the first migrations only, to seed a database of an older shape.
  folder = migrationsFolder,
): Promise<string> {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder: folder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
  return schemaVersion(folder);
}

async function schemaVersion(folder: string): Promise<string> {
  const journal = JSON.parse(await readFile(`${folder}/meta/_journal.json`, 'utf8')) as Journal;
  return journal.entries.at(-1)?.tag ?? 'none';
}
