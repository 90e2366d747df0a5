import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, spawnServer } from '@brigade/server/testing/server-process';

const seedScript = fileURLToPath(new URL('../../scripts/seed-demo.ts', import.meta.url));

/** Runs `node scripts/seed-demo.ts` (what `npm run seed:demo` runs) with `env`. */
function seedDemo(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [seedScript], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seed:demo failed (${code}): ${output}`)),
    );
  });
}

/**
 * The production server on a temporary data directory filled by `npm run seed:demo`, so pages
 * are measured with the content a visitor of the demo sees. `stop` also removes the directory.
 */
export async function startDemoBrigade(): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'brigade-bench-demo-'));
  // DATABASE_URL empty: the embedded engine on dataDir, whatever the caller's environment says.
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  try {
    await seedDemo(env);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // APP_URL: its own address, so canonical links and feeds point at the page being measured.
    const server = spawnServer({ ...env, PORT: String(port), APP_URL: url }, { discardLogs: true });
    await server.healthy(port);
    return {
      url,
      stop: async () => {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
