/**
 * `npm run lint:openapi`: builds the server in-process (social sign-in configured, so its routes
 * exist too), asks it for GET /api/openapi.json, writes the document to a temporary file and
 * lints it with Redocly CLI (redocly.yaml: the recommended rules). `--out <file>` keeps the
 * document there as well. Exits with the linter's status.
 *
 * Nothing is queried while the routes are registered and the document is made (AUTH_SECRET is
 * set, so not even the session key): the database is a pool that is never connected, which
 * keeps this about two seconds instead of the five an embedded engine takes to start. Should
 * building the app ever need a query, this fails with a connection error.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app/build-app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import type { Database } from '../apps/server/src/db/open-database.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const work = mkdtempSync(join(tmpdir(), 'brigade-openapi-'));

async function readDocument(): Promise<string> {
  const config = loadConfig({
    DATA_DIR: work,
    APP_URL: 'https://brigade.example',
    AUTH_SECRET: 'openapi-lint-only-not-a-secret-0123456789',
    // Never contacted: the social routes only need to exist to be documented.
    OIDC_ISSUER: 'https://accounts.example',
    OIDC_CLIENT_ID: 'brigade',
    OIDC_CLIENT_SECRET: 'not-a-secret',
  });
  const pool = new pg.Pool({ host: join(work, 'no-database'), max: 1 });
  const database: Database = {
    kind: 'embedded',
    db: drizzle({ client: pool }),
    pool,
    engine: undefined,
    close: () => pool.end(),
  };
  try {
    const app = await buildApp({ config, database, schemaVersion: 'lint' });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
      if (response.statusCode !== 200) throw new Error(`the document: ${response.body}`);
      return JSON.stringify(response.json(), null, 2);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

try {
  const file = join(work, 'openapi.json');
  const document = await readDocument();
  writeFileSync(file, document);
  if (values.out) writeFileSync(values.out, document);
  const redocly = join(root, 'node_modules/.bin/redocly');
  const lint = spawnSync(redocly, ['lint', file, '--config', join(root, 'redocly.yaml')], {
    cwd: root,
    stdio: 'inherit',
    // No usage report and no check for a newer version: nothing but the registries is reachable.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  process.exitCode = lint.status ?? 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
