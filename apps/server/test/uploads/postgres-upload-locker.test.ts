import { randomUUID } from 'node:crypto';
import { ERRORS } from '@tus/server';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createPostgresUploadLocker,
  type PostgresUploadLocker,
} from '../../src/services/uploads/postgres-upload-locker.ts';

const target = inject('testDatabase');
const log = { warn: () => undefined, error: () => undefined };

// Each locker has its own session, as each server process does: two lockers are two servers.
describe.runIf(target.kind === 'postgres')('upload locks shared through PostgreSQL', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    if (target.kind === 'postgres') pool = new pg.Pool({ connectionString: target.url });
  });
  const lockers: PostgresUploadLocker[] = [];
  const locker = (acquireTimeoutMs = 5_000) => {
    const made = createPostgresUploadLocker(pool, log, { acquireTimeoutMs });
    lockers.push(made);
    return made;
  };
  afterAll(async () => {
    await Promise.all(lockers.map((one) => one.close()));
    await pool.end();
  });
  const never = new AbortController().signal;

  it('makes a request on another server wait, and asks the holder to let go', async () => {
    const id = randomUUID();
    const [first, second] = [locker(), locker()];
    const held = first.newLock(id);
    let asked: () => void = () => undefined;
    const releaseAsked = new Promise<void>((resolve) => (asked = resolve));
    await held.lock(never, () => asked());

    let acquired = false;
    const waiting = second.newLock(id);
    const wanted = waiting.lock(never, () => undefined).then(() => (acquired = true));
    await releaseAsked; // reached the first server through NOTIFY
    expect(acquired).toBe(false);
    await held.unlock();
    await wanted;
    // Taken now: the first server waits in turn.
    const again = first.newLock(id);
    const retaken = again.lock(never, () => undefined);
    await waiting.unlock();
    await retaken;
    await again.unlock();
  });

  it('keeps requests for different uploads apart', async () => {
    const [first, second] = [locker(), locker()];
    const one = first.newLock(randomUUID());
    const other = second.newLock(randomUUID());
    await one.lock(never, () => undefined);
    await other.lock(never, () => undefined);
    await Promise.all([one.unlock(), other.unlock()]);
  });

  it('gives up after its timeout when the holder does not let go', async () => {
    const id = randomUUID();
    const holder = locker().newLock(id);
    await holder.lock(never, () => undefined);
    await expect(
      locker(100)
        .newLock(id)
        .lock(never, () => undefined),
    ).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await holder.unlock();
  });

  it('frees the uploads of a server whose connection is gone', async () => {
    const id = randomUUID();
    const gone = locker();
    await gone.newLock(id).lock(never, () => undefined);
    await gone.close(); // as when a server process dies: PostgreSQL ends its session's locks
    const next = locker(1_000).newLock(id);
    await next.lock(never, () => undefined);
    await next.unlock();
  });

  it('queues two requests for one upload in the same process', async () => {
    const id = randomUUID();
    const shared = locker();
    const first = shared.newLock(id);
    let asked = false;
    await first.lock(never, () => {
      if (asked) return; // asked again while it lets go
      asked = true;
      void first.unlock();
    });
    const second = shared.newLock(id);
    await second.lock(never, () => undefined);
    expect(asked).toBe(true);
    await second.unlock();
  });
});
