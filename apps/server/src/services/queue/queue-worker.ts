import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { claimWork, completeWork, failWork, type ClaimedWork } from './work-queue.ts';

/** What runs one kind of work; throwing means "try again later". */
export type WorkHandler = (work: ClaimedWork) => Promise<void>;
export type WorkHandlers = Record<string, WorkHandler>;

export interface QueueWorkerOptions {
  handlers: WorkHandlers;
  /** How often an idle worker looks for due work. */
  pollMs?: number;
  /** Rows claimed at once (and run side by side). */
  batchSize?: number;
  leaseMs?: number;
  log?: (level: 'warn' | 'error', message: string, error?: unknown) => void;
}

/**
 * How long claimed work is this process's alone. Longer than any attempt takes (the mailer gives
 * up on a silent SMTP server within 60 s); after it, a dead process's work is taken by another.
 */
const DEFAULT_LEASE_MS = 2 * 60_000;

/**
 * Runs every due row once, claiming in batches, until nothing is due at `now`. Used by the worker
 * loop, and by tests and scripts that want the queue's effects without waiting for it.
 */
export async function drainQueue(
  db: NodePgDatabase,
  options: Pick<QueueWorkerOptions, 'handlers' | 'batchSize' | 'leaseMs' | 'log'> & {
    now?: Date;
    /** Only these kinds (a test that must not run other files' work on a shared database). */
    kinds?: string[];
    /** Only work whose payload contains these fields. */
    payload?: Record<string, unknown>;
  },
): Promise<number> {
  let ran = 0;
  for (;;) {
    const batch = await claimWork(db, {
      limit: options.batchSize ?? 10,
      leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
      now: options.now,
      kinds: options.kinds,
      payload: options.payload,
    });
    if (batch.length === 0) return ran;
    // A batch runs side by side: its work waits mostly on the SMTP server and the database.
    await Promise.all(batch.map((work) => runOne(db, work, options)));
    ran += batch.length;
  }
}

async function runOne(
  db: NodePgDatabase,
  work: ClaimedWork,
  options: Pick<QueueWorkerOptions, 'handlers' | 'log'> & { now?: Date },
): Promise<void> {
  const handler = options.handlers[work.kind];
  try {
    if (!handler) throw new Error(`no handler for queued work of kind ${work.kind}`);
    await handler(work);
    await completeWork(db, work.id);
  } catch (error) {
    const outcome = await failWork(db, work, error, options.now);
    options.log?.(
      outcome === 'failed' ? 'error' : 'warn',
      `queued ${work.kind} ${work.id} failed (attempt ${work.attempts} of ${work.maxAttempts})${outcome === 'failed' ? ', given up' : ', will retry'}`,
      error,
    );
  }
}

export interface QueueWorker {
  /** Look for due work now instead of at the next poll (after enqueueing, for instance). */
  wake(): void;
  /** Finishes the work in hand, then stops. */
  stop(): Promise<void>;
}

/** The loop each server process runs: drain, sleep `pollMs` (or until woken), repeat. */
export function startQueueWorker(db: NodePgDatabase, options: QueueWorkerOptions): QueueWorker {
  const pollMs = options.pollMs ?? 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeSleeper: (() => void) | undefined;
  const sleep = () =>
    new Promise<void>((resolve) => {
      wakeSleeper = resolve;
      timer = setTimeout(resolve, pollMs);
    });
  const loop = (async () => {
    while (!stopped) {
      try {
        await drainQueue(db, options);
      } catch (error) {
        // The database went away for a moment: the next poll tries again.
        options.log?.('warn', 'the job queue could not be read', error);
      }
      if (!stopped) await sleep();
    }
  })();
  return {
    wake() {
      clearTimeout(timer);
      wakeSleeper?.();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wakeSleeper?.();
      await loop;
    },
  };
}
