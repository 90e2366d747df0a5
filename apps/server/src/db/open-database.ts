import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { usableEmptyDatabaseTemplate } from './embedded/empty-database-template.ts';
import { startEmbeddedEngine, type EmbeddedEngine } from './embedded/start-embedded-engine.ts';
import { createPool } from './resilient-pool.ts';

export type DatabaseKind = 'embedded' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: NodePgDatabase;
  pool: pg.Pool;
  /** Only for the embedded engine: dumps its data directory (the tests' template). */
  engine: EmbeddedEngine | undefined;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** DATA_DIR: locked as a whole; the database lives in its `pgdata` folder. */
  | { kind: 'embedded'; dataDir: string }
  | { kind: 'embedded'; memory: true; templateFile?: string };

/**
 * Opens the one database the server uses: a PostgreSQL server, or embedded PGlite (locked data
 * directory, worker thread). Both are reached through node-postgres, so the code above this
 * file never knows which one it has.
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: {
    /**
     * Called once the data directory is locked and the embedded engine's thread is started (at
     * once for a PostgreSQL server): what the caller does from then on cannot hold them up.
     */
    onStarting?: () => void;
  } = {},
): Promise<Database> {
  if (target.kind === 'postgres') {
    options.onStarting?.();
    const pool = createPool(
      {
        connectionString: target.url,
        max: target.poolSize ?? 10,
        // Brigade's working set lives in memory (SSD at worst): the default random_page_cost (4,
        // spinning disks) makes the planner scan all of `jobs` where a GIN bitmap is ~3× faster
        // (decision 009). The default work_mem (4 MB) cannot hold a common word's GIN bitmap
        // at 1,000,000 jobs (some 90,000 pages), which then turns lossy: a word + city search
        // read 14,500 heap pages instead of 4,700 (decision 022). Both set per session, so they
        // touch no server-wide configuration.
        options: '-c random_page_cost=1.1 -c work_mem=32MB',
      },
      'PostgreSQL',
    );
    return {
      kind: 'postgres',
      db: drizzle({ client: pool }),
      pool,
      engine: undefined,
      close: () => pool.end(),
    };
  }

  const unlock = 'dataDir' in target ? await lockDataDir(target.dataDir) : undefined;
  let engine: EmbeddedEngine;
  try {
    engine = await startEmbeddedEngine({
      ...('dataDir' in target
        ? await onDisk(join(target.dataDir, 'pgdata'))
        : { templateFile: target.templateFile }),
      onStarting: options.onStarting,
    });
  } catch (error) {
    await unlock?.();
    throw error;
  }
  // PGlite is one session: a pool of one keeps each transaction on it alone while others queue.
  const pool = createPool({ ...engine.connection, max: 1 }, 'Embedded database');
  return {
    kind: 'embedded',
    db: drizzle({ client: pool }),
    pool,
    engine,
    async close() {
      await pool.end();
      await engine.close();
      await unlock?.();
    },
  };
}

/** A new data directory starts as a copy of the build's empty database when there is one. */
async function onDisk(dataDir: string) {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return { dataDir };
  return { dataDir, copyFrom: await usableEmptyDatabaseTemplate() };
}
