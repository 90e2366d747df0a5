import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, processTestTimeout, spawnServer } from '../src/testing/server-process.ts';

// Starts real server processes: only meaningful for the embedded engine's data directory.
describe.runIf(process.env.BRIGADE_TEST_ENGINE === 'embedded')('the server process', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it(
    'refuses a second server on the same DATA_DIR, stops gracefully, and starts again',
    { timeout: processTestTimeout },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'brigade-proc-'));
      dirs.push(dataDir);
      const port = await freePort();
      const first = spawnServer({ DATA_DIR: dataDir, PORT: String(port) });
      await first.healthy(port);

      const second = spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(
        'Another Brigade server is already using the data directory',
      );
      expect(second.output()).not.toMatch(/\n\s+at /); // no stack trace

      // The first server is untouched.
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'embedded' });

      expect(await first.stop('SIGTERM')).toBe(0);

      const third = spawnServer({ DATA_DIR: dataDir, PORT: String(port) });
      await third.healthy(port);
      expect(await third.stop('SIGINT')).toBe(0);
    },
  );

  it(
    'lists every invalid setting at start-up and exits non-zero',
    { timeout: processTestTimeout },
    async () => {
      const started = spawnServer({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://nope',
        OIDC_CLIENT_ID: 'x',
      });
      expect(await started.exited).toBe(1);
      const output = started.output();
      expect(output).toContain('Invalid configuration:');
      expect(output).toContain('- PORT:');
      expect(output).toContain('- DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(output).toContain(
        '- OIDC_ISSUER: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
      );
    },
  );
});
