import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  keyFileOf,
  usableEmptyDatabaseTemplate,
} from '../../src/db/embedded/empty-database-template.ts';
import { makeEmptyDatabaseTemplate } from '../../src/db/embedded/make-empty-database-template.ts';
import { startEmbeddedEngine } from '../../src/db/embedded/start-embedded-engine.ts';
import { migrationsFolder } from '../../src/db/migrate.ts';

/** Runs one query on a started engine through node-postgres, as the server does. */
async function query<Row>(
  engine: Awaited<ReturnType<typeof startEmbeddedEngine>>,
  text: string,
): Promise<Row[]> {
  const client = new pg.Client(engine.connection);
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

describe.runIf(process.env.BRIGADE_TEST_ENGINE === 'embedded')(
  "a new data directory starts from the build's empty database",
  () => {
    let dir: string;
    let template: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'brigade-empty-template-'));
      template = join(dir, 'empty-database');
      expect(await makeEmptyDatabaseTemplate(template)).toBe('made');
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('is made once for a set of migrations and a PGlite version', async () => {
      expect(await makeEmptyDatabaseTemplate(template)).toBe('up to date');
      expect(await usableEmptyDatabaseTemplate(template)).toBe(template);
    });

    it('is not used when its key names other migrations, or when it is missing', async () => {
      const key = await readFile(keyFileOf(template), 'utf8');
      await writeFile(keyFileOf(template), 'made for other migrations');
      try {
        expect(await usableEmptyDatabaseTemplate(template)).toBeUndefined();
      } finally {
        await writeFile(keyFileOf(template), key);
      }
      expect(await usableEmptyDatabaseTemplate(join(dir, 'missing'))).toBeUndefined();
    });

    it('is copied into a new data directory, migrated, and never over an existing database', async () => {
      const dataDir = join(dir, 'data', 'pgdata');
      const first = await startEmbeddedEngine({ dataDir, copyFrom: template });
      try {
        const journal = JSON.parse(
          await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
        ) as { entries: unknown[] };
        const applied = await query<{ count: string }>(
          first,
          'SELECT count(*) FROM drizzle.__drizzle_migrations',
        );
        expect(Number(applied[0]?.count)).toBe(journal.entries.length);
        await query(first, 'CREATE TABLE probe (n int); INSERT INTO probe VALUES (1)');
      } finally {
        await first.close();
      }

      const again = await startEmbeddedEngine({ dataDir, copyFrom: template });
      try {
        expect(await query(again, 'SELECT n FROM probe')).toEqual([{ n: 1 }]);
      } finally {
        await again.close();
      }
    });
  },
);
