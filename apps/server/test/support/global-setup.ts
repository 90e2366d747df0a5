import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import type { TestDatabaseTarget } from './test-database-target.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTarget;
  }
}

/**
 * Prepares the database the API tests use, once per run: embedded — a migrated PGlite data
 * directory dumped as a template that each test file loads into its own in-memory engine;
 * postgres — a fresh, migrated database on the TEST_DATABASE_URL server, dropped afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.name === 'api-postgres') return setupPostgres(project);
  const dir = await mkdtemp(join(tmpdir(), 'brigade-template-'));
  // Workers keep their engine until they exit, so its socket folder is made in this run's folder,
  // which goes at the end (TMPDIR reaches the workers, started after this).
  process.env.TMPDIR = dir;
  const templateFile = join(dir, 'template.tar.gz');
  const database = await openDatabase({ kind: 'embedded', memory: true });
  await migrateDatabase(database);
  await database.engine?.dump(templateFile);
  await database.close();
  project.provide('testDatabase', { kind: 'embedded', templateFile });
  return () => rm(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `brigade_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateDatabase(database);
  await database.close();
  project.provide('testDatabase', { kind: 'postgres', url: url.toString() });
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}
