import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError } from '../src/db/data-dir-lock.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { useTestApp } from './support/test-app.ts';

/** A query that keeps the database busy for a while (long enough to overlap other requests). */
const SLOW_QUERY = sql`SELECT count(*) FROM generate_series(1, 3000000) AS a, generate_series(1, 2)`;

describe('the database layer under concurrent load', () => {
  const t = useTestApp();

  it('keeps answering health checks while a slow query runs', async () => {
    let slowDone = false;
    const slow = t.database.db.execute(SLOW_QUERY).then(() => {
      slowDone = true;
    });
    // Let the slow query reach the engine before we ask.
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
    }
    expect(slowDone).toBe(false);
    await slow;
  });

  it('keeps a transaction isolated from statements issued while it is open', async () => {
    const { db } = t.database;
    await db.execute(sql`CREATE TABLE IF NOT EXISTS isolation_probe (label text)`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));

    const transaction = db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO isolation_probe VALUES ('inside')`);
        await held;
        tx.rollback();
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Issued while the transaction is open; must neither join it nor see its row.
    const outside = db.execute(sql`INSERT INTO isolation_probe VALUES ('outside')`);
    const seen = db.execute<{ label: string }>(
      sql`SELECT label FROM isolation_probe ORDER BY label`,
    );
    release();
    await Promise.all([transaction, outside]);
    expect((await seen).rows.map((row) => row.label)).toEqual(['outside']);
    const after = await db.execute<{ label: string }>(sql`SELECT label FROM isolation_probe`);
    expect(after.rows.map((row) => row.label)).toEqual(['outside']);
  });
});

describe.runIf(process.env.BRIGADE_TEST_ENGINE === 'embedded')('the data directory lock', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('refuses a second engine on the same directory and leaves the first working', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'brigade-lock-'));
    dirs.push(dataDir);
    const first = await openDatabase({ kind: 'embedded', dataDir });
    await first.db.execute(sql`CREATE TABLE kept (n int); INSERT INTO kept VALUES (1)`);

    await expect(openDatabase({ kind: 'embedded', dataDir })).rejects.toBeInstanceOf(
      DataDirLockedError,
    );

    const rows = await first.db.execute<{ n: number }>(sql`SELECT n FROM kept`);
    expect(rows.rows).toEqual([{ n: 1 }]);
    await first.close();

    // Once the first has closed, the directory can be opened again, with its data.
    const again = await openDatabase({ kind: 'embedded', dataDir });
    expect((await again.db.execute<{ n: number }>(sql`SELECT n FROM kept`)).rows).toEqual([
      { n: 1 },
    ]);
    await again.close();
  });
});
