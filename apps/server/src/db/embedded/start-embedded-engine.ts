import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest, WorkerStart } from './worker-protocol.ts';

const SOCKET_PORT = 5432;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export interface EmbeddedEngine {
  /** Connection settings for node-postgres: a Unix-socket directory and port. */
  connection: { host: string; port: number; user: string; database: string };
  /** Writes a gzipped dump of the whole data directory to `file`. */
  dump(file: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts PGlite in a worker thread behind a private Unix socket (mode 0700 directory), so the
 * rest of the server talks to it with the same PostgreSQL driver as to a real server.
 */
export async function startEmbeddedEngine(options: {
  dataDir?: string;
  templateFile?: string;
  copyFrom?: string;
  /** Called once the engine's thread is started, before the engine is ready. */
  onStarting?: () => void;
}): Promise<EmbeddedEngine> {
  const socketDir = await mkdtemp(join(tmpdir(), 'brigade-pg-'));
  const start: WorkerStart = {
    dataDir: options.dataDir,
    templateFile: options.templateFile,
    copyFrom: options.copyFrom,
    socketPath: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
  };
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: start });
  options.onStarting?.();

  let nextId = 1;
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WorkerReply) => {
      if (message.type === 'ready') return resolve();
      if (message.type === 'failed' && message.id === 0) {
        return reject(new Error(`The embedded database could not start: ${message.message}`));
      }
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (message.type === 'failed') waiter?.reject(new Error(message.message));
      else waiter?.resolve();
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`The embedded database stopped (exit ${code})`)),
    );
  });
  await ready;

  const request = (message: DistributiveOmit<WorkerRequest, 'id'>) =>
    new Promise<void>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });

  let closed: Promise<void> | undefined;
  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    dump: (file) => request({ type: 'dump', file }),
    close() {
      closed ??= (async () => {
        await request({ type: 'close' }).catch(() => undefined);
        await worker.terminate();
        await rm(socketDir, { recursive: true, force: true });
      })();
      return closed;
    },
  };
}
