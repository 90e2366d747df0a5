import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/open-database.ts';

let opened: { templateFile: string; database: Promise<Database> } | undefined;

/**
 * The embedded engine of this test worker: loaded once from the run's migrated template and kept
 * for every file the worker runs (vitest `isolate: false`), instead of a new engine per file.
 * Each file still starts from the template's state: its tables are emptied before it is handed
 * out (the template holds the schema and no rows). Closing it is a no-op; it ends with the worker
 * (its socket folder is in the run's temporary folder, see global-setup.ts).
 */
export async function workerDatabase(templateFile: string): Promise<Database> {
  if (opened?.templateFile !== templateFile) {
    opened = {
      templateFile,
      database: openDatabase({ kind: 'embedded', memory: true, templateFile }),
    };
  }
  const database = await opened.database;
  await resetToTemplate(database);
  return { ...database, close: async () => undefined };
}

/** Empties every table (and restarts every sequence), which is the migrated template's state. */
async function resetToTemplate(database: Database): Promise<void> {
  const { rows } = await database.pool.query<{ tables: string | null }>(
    `SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') AS tables
       FROM pg_tables WHERE schemaname = 'public'`,
  );
  const tables = rows[0]?.tables;
  if (tables) await database.db.execute(sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`));
}
