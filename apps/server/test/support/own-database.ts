import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { openDatabase, type Database } from '../../src/db/open-database.ts';

/**
 * An empty database of this test file's own, dropped after it: a new in-memory PGlite, or a new
 * database on the run's PostgreSQL server. For tests that migrate by themselves, and for tests
 * that start real server processes: every process runs the job queue's worker, which on the
 * run's shared database would claim other files' due work (their mail, say).
 */
export function useOwnDatabase(label: string): {
  /** Opens it (once) with `migrate` applied: a migrations folder, or every migration. */
  open: (migrate?: (database: Database) => Promise<unknown>) => Promise<Database>;
  /** Its PostgreSQL address, for processes to share it (null on the embedded engine). */
  url: () => string | null;
} {
  let url: string | null = null;
  let drop: (() => Promise<void>) | undefined;
  afterAll(() => drop?.());
  return {
    url: () => url,
    async open(migrate = migrateDatabase) {
      const target = inject('testDatabase');
      if (target.kind === 'embedded') {
        const database = await openDatabase({ kind: 'embedded', memory: true });
        await migrate(database);
        return database;
      }
      const name = `brigade_${label}_${process.pid}`;
      const server = new URL(target.url);
      server.pathname = '/postgres';
      const admin = new pg.Client({ connectionString: server.toString() });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      const own = new URL(target.url);
      own.pathname = `/${name}`;
      url = own.toString();
      drop = async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      };
      const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
      await migrate(database);
      return database;
    },
  };
}
