import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths } from '@brigade/shared/routes';
import { freePort, spawnServer } from '../../apps/server/src/testing/server-process.ts';

const seedScript = fileURLToPath(new URL('../../scripts/seed-demo.ts', import.meta.url));

export interface DemoServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/** Runs `node scripts/seed-demo.ts` (what `npm run seed:demo` runs) with `env`. */
function seed(env: Record<string, string>): Promise<void> {
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
 * The production server on a data directory of its own filled by `npm run seed:demo`, whose
 * jobs were published over the last three weeks. Jobs cannot be backdated through the product
 * (publishing stamps "now"), so this is the honest way to show an older job end to end; the main
 * e2e server's data stays as the other tests expect it.
 */
export async function startDemoServer(): Promise<DemoServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'brigade-e2e-demo-'));
  // DATABASE_URL empty: the embedded engine on dataDir, whatever the caller's environment says.
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  try {
    await seed(env);
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const server = spawnServer({
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      TRUST_PROXY: '1',
    });
    await server.healthy(port);
    // One search first, so the test's first page does not also pay for a cold engine.
    await fetch(`${baseURL}${apiPaths.jobs.search}`);
    return {
      baseURL,
      stop: async () => {
        await server.stop('SIGTERM');
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
