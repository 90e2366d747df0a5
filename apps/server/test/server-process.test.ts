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
    'refuses a second server on the same DATA_DIR, stops gracefully, starts again, and takes the lock of a crashed one over',
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

      // A crash (kill -9, out of memory) leaves the lock behind. Two restarts at once (a
      // supervisor and an operator, say): one takes the directory over at once, the other finds
      // it in use by a live server. How long the takeover takes is measured by `npm run bench`.
      const crashed = spawnServer({ DATA_DIR: dataDir, PORT: String(port) });
      await crashed.healthy(port);
      expect(await crashed.stop('SIGKILL')).toBe(null);
      const ports = [port, await freePort()];
      const restarts = ports.map((one) => spawnServer({ DATA_DIR: dataDir, PORT: String(one) }));
      const outcomes = await Promise.all(
        restarts.map((server, index) =>
          Promise.race([
            server.exited.then(() => 'exited' as const),
            server.healthy(ports[index] ?? 0).then(() => 'healthy' as const),
          ]),
        ),
      );
      expect([...outcomes].sort()).toEqual(['exited', 'healthy']);
      const loser = restarts[outcomes.indexOf('exited')];
      const winner = restarts[outcomes.indexOf('healthy')];
      expect(await loser?.exited).toBe(1);
      expect(loser?.output()).toContain(
        'Another Brigade server is already using the data directory',
      );
      expect(await winner?.stop('SIGTERM')).toBe(0);
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
