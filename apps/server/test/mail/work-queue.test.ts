import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drainQueue } from '../../src/services/queue/queue-worker.ts';
import { claimWork, enqueueWork } from '../../src/services/queue/work-queue.ts';
import { uniqueWord } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';

/**
 * The queue on the real engines. Each test uses a kind of its own and runs only its own kind's
 * handler: on PostgreSQL other files share the table, and their work is none of these tests'.
 * The work here is due a day ahead and claimed at that time: the queue workers of servers that
 * other files start on the same database (every process runs one) claim only what is due now,
 * so they never take this file's rows.
 */
describe('the durable job queue', () => {
  const t = useTestApp();
  const DAY = 86_400_000;
  /** A moment a day ahead, `ms` after the file's base time. */
  const base = Date.now() + DAY;
  const at = (ms = 0) => new Date(base + ms);
  const enqueueAhead = (work: Parameters<typeof enqueueWork>[1]) =>
    enqueueWork(t.database.db, { runAt: at(), ...work });

  const stateOf = async (kind: string) =>
    (
      await t.database.db.execute<{ state: string; attempts: number; last_error: string | null }>(
        sql`select state, attempts, last_error from queued_work where kind = ${kind} order by created_at`,
      )
    ).rows;

  /** Claims only rows of `kind`: the handlers of other kinds are left alone by giving none. */
  const drainKind = (kind: string, handler: () => Promise<void>, now = at()) =>
    drainQueue(t.database.db, {
      handlers: { [kind]: handler },
      now,
      kinds: [kind],
    });

  it('folds requests with one singleton key into one pending row', async () => {
    const kind = uniqueWord('fold');
    for (let i = 0; i < 3; i += 1) {
      await enqueueAhead({ kind, singletonKey: `${kind}:one` });
    }
    await enqueueAhead({ kind, singletonKey: `${kind}:two` });
    expect(await stateOf(kind)).toHaveLength(2);
  });

  it('runs due work once and leaves future work for later', async () => {
    const kind = uniqueWord('due');
    await enqueueAhead({ kind, payload: { n: 1 } });
    await enqueueAhead({ kind, payload: { n: 2 }, runAt: at(60_000) });
    const seen: unknown[] = [];
    const handler = async () => {
      seen.push(1);
    };
    expect(await drainKind(kind, handler)).toBe(1);
    expect(await drainKind(kind, handler)).toBe(0);
    expect(await drainKind(kind, handler, at(61_000))).toBe(1);
    expect(seen).toHaveLength(2);
    expect((await stateOf(kind)).map((row) => row.state)).toEqual(['done', 'done']);
  });

  it('retries failed work with backoff, then records it as failed with its error', async () => {
    const kind = uniqueWord('fail');
    await enqueueAhead({ kind, maxAttempts: 3 });
    const failing = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:1');
    };
    expect(await drainKind(kind, failing)).toBe(1);
    expect(await stateOf(kind)).toMatchObject([{ state: 'pending', attempts: 1 }]);
    // Not before its backoff (30 s or more)…
    expect(await drainKind(kind, failing, at(20_000))).toBe(0);
    // …then again, and after the third attempt it is given up.
    await drainKind(kind, failing, at(40_000));
    await drainKind(kind, failing, at(120_000));
    expect(await stateOf(kind)).toMatchObject([
      { state: 'failed', attempts: 3, last_error: 'connect ECONNREFUSED 127.0.0.1:1' },
    ]);
  });

  it('never hands one row to two claimers, and takes back work whose process died', async () => {
    const kind = uniqueWord('claim');
    for (let i = 0; i < 6; i += 1) await enqueueAhead({ kind });
    const [a, b] = await Promise.all([
      claimWork(t.database.db, { limit: 4, leaseMs: 60_000, kinds: [kind], now: at() }),
      claimWork(t.database.db, { limit: 4, leaseMs: 60_000, kinds: [kind], now: at() }),
    ]);
    const ids = [...a, ...b].map((work) => work.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    // Nobody completes them (the process was killed): once the lease ends they are due again.
    expect(
      await claimWork(t.database.db, { limit: 10, leaseMs: 60_000, kinds: [kind], now: at() }),
    ).toHaveLength(0);
    const again = await claimWork(t.database.db, {
      limit: 10,
      leaseMs: 60_000,
      kinds: [kind],
      now: at(61_000),
    });
    expect(again).toHaveLength(6);
    expect(again.every((work) => work.attempts === 2)).toBe(true);
  });
});
