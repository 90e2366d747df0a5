import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '@brigade/server/testing/server-process';
import { startBrigade } from './lib/server-process.ts';

const DURATION_S = 8;
const CONNECTIONS = 50;

async function requestsPerSecond(url: string): Promise<{ rps: number; p99Ms: number }> {
  // A short warm-up so both servers are measured hot.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99Ms: result.latency.p99 };
}

/** The same JSON from a bare node:http server: the ceiling Brigade's server is compared with. */
const BARE_SERVER = `
  const body = JSON.stringify({ status: 'ok', database: 'embedded', schemaVersion: '0000_init' });
  require('node:http').createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(body);
  }).listen(Number(process.env.PORT), '127.0.0.1');
`;

export interface HealthThroughput {
  brigade: { rps: number; p99Ms: number };
  page: { rps: number; p99Ms: number };
  bare: { rps: number; p99Ms: number };
  ratio: number;
}

/**
 * GET /api/health requests per second through Brigade's server (security headers, routing,
 * error handling; LOG_LEVEL=info, where health probes are logged at debug and pages at info)
 * versus a bare node:http server, each in its own process, in the same run.
 */
export async function benchHealthThroughput(): Promise<HealthThroughput> {
  const dataDir = await mkdtemp(join(tmpdir(), 'brigade-bench-health-'));
  try {
    const server = await startBrigade({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const brigade = await requestsPerSecond(`${server.url}/api/health`);
    // A page (index.html through the SPA fallback), request-logged at info, for comparison.
    const page = await requestsPerSecond(`${server.url}/about`);
    await server.stop();

    const port = await freePort();
    const bareProcess = spawn(process.execPath, ['-e', BARE_SERVER], {
      env: { ...process.env, PORT: String(port) },
      stdio: 'ignore',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const bare = await requestsPerSecond(`http://127.0.0.1:${port}/`);
    bareProcess.kill('SIGTERM');
    return { brigade, page, bare, ratio: brigade.rps / bare.rps };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
