import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const mainFile = fileURLToPath(new URL('../src/main.ts', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [mainFile], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, started: Started): Promise<Response> {
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    try {
      return await fetch(`http://127.0.0.1:${port}/api/health`);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

// Starts real server processes: only meaningful for the embedded engine's data directory.
describe.runIf(process.env.BRIGADE_TEST_ENGINE === 'embedded')('the server process', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('refuses a second server on the same DATA_DIR, stops gracefully, and starts again', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'brigade-proc-'));
    dirs.push(dataDir);
    const port = await freePort();
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    expect((await waitForHealth(port, first)).status).toBe(200);

    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another Brigade server is already using the data directory');
    expect(second.output()).not.toMatch(/\n\s+at /); // no stack trace

    // The first server is untouched.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'embedded' });

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const third = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    expect((await waitForHealth(port, third)).status).toBe(200);
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  });

  it('lists every invalid setting at start-up and exits non-zero', async () => {
    const started = startServer({
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
  });
});
