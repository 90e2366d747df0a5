/**
 * Worker thread that owns the embedded PGlite engine and speaks the PostgreSQL wire protocol on a
 * private Unix socket. PGlite runs queries on its calling thread; keeping it here means a slow
 * query never freezes the HTTP server's event loop (docs/decisions/002-embedded-postgres.md).
 */
import { constants, existsSync } from 'node:fs';
import { cp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { WorkerReply, WorkerRequest, WorkerStart } from './worker-protocol.ts';

const start = workerData as WorkerStart;
const port = parentPort;
if (!port) throw new Error('pglite-worker must run as a worker thread');

const reply = (message: WorkerReply) => port.postMessage(message);

try {
  if (start.dataDir && start.copyFrom) await copyNewDatabase(start.copyFrom, start.dataDir);
  const loadDataDir = start.templateFile
    ? new Blob([new Uint8Array(await readFile(start.templateFile))])
    : undefined;
  // pg_trgm: typo-tolerant job search (the PostgreSQL server has it in its contrib modules).
  const db = await PGlite.create({ dataDir: start.dataDir, loadDataDir, extensions: { pg_trgm } });
  // Index pages are as cheap to reach as any other here (no disk seeks), while large sequential
  // scans read around the buffer cache: without this the planner scans all of `jobs` for a
  // search a GIN bitmap answers several times faster. The setting lasts for the one session.
  await db.exec('SET random_page_cost = 1.1');
  // One connection: every statement runs in that session, so transactions stay isolated.
  const server = new PGLiteSocketServer({ db, path: start.socketPath, maxConnections: 1 });
  await server.start();

  port.on('message', (request: WorkerRequest) => {
    void (async () => {
      try {
        if (request.type === 'dump') {
          const dump = await db.dumpDataDir('gzip');
          await writeFile(request.file, new Uint8Array(await dump.arrayBuffer()));
          reply({ type: 'dumped', id: request.id });
        } else {
          await server.stop();
          await db.close();
          reply({ type: 'closed', id: request.id });
          port.close();
        }
      } catch (error) {
        reply({ type: 'failed', id: request.id, message: String(error) });
      }
    })();
  });
  reply({ type: 'ready' });
} catch (error) {
  reply({ type: 'failed', id: 0, message: error instanceof Error ? error.message : String(error) });
}

/**
 * Copies the build's empty database into a data directory that has none (a reflink where the file
 * system offers one). It is copied beside it and renamed into place, so a copy cut short is
 * started again rather than taken for a database. Done here, on the engine's thread, while the
 * main thread loads the app.
 */
async function copyNewDatabase(template: string, dataDir: string) {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const part = `${dataDir}.part`;
  await rm(part, { recursive: true, force: true });
  await cp(template, part, { recursive: true, mode: constants.COPYFILE_FICLONE });
  await rm(dataDir, { recursive: true, force: true });
  await rename(part, dataDir);
}
