import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '@brigade/server/testing/server-process';
import { startBrigade } from './lib/server-process.ts';
import { median } from './lib/stats.ts';

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

/** Rounds of Brigade then bare, each this long: the ratio is the median of the rounds' ratios. */
const ROUNDS = 4;
const ROUND_S = 3;

async function roundOf(url: string): Promise<{ rps: number; p99Ms: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: ROUND_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99Ms: result.latency.p99 };
}

/**
 * GET /api/health requests per second through Brigade's server (security headers, routing,
 * error handling; LOG_LEVEL=info, where health probes are logged at debug and pages at info)
 * versus a bare node:http server, each in its own process. Both run at once and are measured in
 * turns (Brigade, bare, Brigade, bare…), so a slower minute of a shared machine weighs on both
 * alike; the ratio is the median of the rounds'.
 */
export async function benchHealthThroughput(): Promise<HealthThroughput> {
  const dataDir = await mkdtemp(join(tmpdir(), 'brigade-bench-health-'));
  const server = await startBrigade({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  const port = await freePort();
  const bareProcess = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const brigadeUrl = `${server.url}/api/health`;
    const bareUrl = `http://127.0.0.1:${port}/`;
    // A short warm-up so both servers are measured hot.
    await autocannon({ url: brigadeUrl, connections: CONNECTIONS, duration: 1 });
    await autocannon({ url: bareUrl, connections: CONNECTIONS, duration: 1 });
    const rounds: {
      brigade: { rps: number; p99Ms: number };
      bare: { rps: number; p99Ms: number };
    }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      rounds.push({ brigade: await roundOf(brigadeUrl), bare: await roundOf(bareUrl) });
    }
    // A page (index.html through the SPA fallback), request-logged at info, for comparison.
    const page = await requestsPerSecond(`${server.url}/about`);
    const middle = (pick: (round: (typeof rounds)[number]) => { rps: number; p99Ms: number }) => ({
      rps: median(rounds.map((round) => pick(round).rps)),
      p99Ms: median(rounds.map((round) => pick(round).p99Ms)),
    });
    return {
      brigade: middle((round) => round.brigade),
      page,
      bare: middle((round) => round.bare),
      ratio: median(rounds.map((round) => round.brigade.rps / round.bare.rps)),
    };
  } finally {
    bareProcess.kill('SIGTERM');
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
