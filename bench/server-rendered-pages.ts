/**
 * `npm run bench -- ssr`: a server-rendered job page (/jobs/:id, React rendered per request, the
 * job read through the services) on 100,000 open jobs, against the static index.html from the
 * same server in the same run: requests per second, p99, and time to first byte. Needs the web
 * build with its server renderer (`npm run build`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { migrateDatabase } from '@brigade/server/db/migrate';
import { openDatabase } from '@brigade/server/db/open-database';
import { generateOpenJobs } from './lib/job-data.ts';
import { startBrigade } from './lib/server-process.ts';

const JOBS = 100_000;
const DURATION_S = 8;
const CONNECTIONS = 20;
const TTFB_SAMPLES = 50;
const goalRatio = 0.3;

async function throughput(base: string, paths: () => string) {
  const options = {
    url: base,
    connections: CONNECTIONS,
    requests: [{ setupRequest: (request: object) => ({ ...request, path: paths() }) }],
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99Ms: result.latency.p99 };
}

/** Milliseconds to the response's headers, the median of sequential requests. */
async function timeToFirstByte(url: () => string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < TTFB_SAMPLES; i += 1) {
    times.push(
      await new Promise<number>((resolve, reject) => {
        const started = performance.now();
        get(url(), (response) => {
          const ms = performance.now() - started;
          response.resume();
          response.on('end', () => resolve(ms));
        }).on('error', reject);
      }),
    );
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? NaN;
}

export async function reportServerRenderedPages(): Promise<number> {
  console.log(`\nServer-rendered job page on ${JOBS.toLocaleString('en')} open jobs (embedded)`);
  const dataDir = await mkdtemp(join(tmpdir(), 'brigade-bench-ssr-'));
  try {
    const database = await openDatabase({ kind: 'embedded', dataDir });
    let ids: string[];
    try {
      await migrateDatabase(database);
      await generateOpenJobs(database.pool, JOBS);
      const rows = await database.pool.query<{ id: string }>(
        "SELECT id FROM jobs WHERE status = 'open' ORDER BY random() LIMIT 1000",
      );
      ids = rows.rows.map((row) => row.id);
    } finally {
      await database.close();
    }
    const server = await startBrigade({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' });
    try {
      const job = () => `/jobs/${ids[Math.floor(Math.random() * ids.length)] ?? ''}`;
      const probe = await fetch(`${server.url}${job()}`);
      if (!(await probe.text()).includes('application/ld+json')) {
        throw new Error('the job page is not server-rendered: run `npm run build` first');
      }
      const page = await throughput(server.url, job);
      const shell = await throughput(server.url, () => '/index.html');
      const pageTtfb = await timeToFirstByte(() => `${server.url}${job()}`);
      const shellTtfb = await timeToFirstByte(() => `${server.url}/index.html`);
      const ratio = page.rps / shell.rps;
      console.log(
        [
          `  /jobs/:id (random of 1,000): ${page.rps.toFixed(0)} req/s, p99 ${page.p99Ms} ms, TTFB ${pageTtfb.toFixed(1)} ms`,
          `  /index.html (static):        ${shell.rps.toFixed(0)} req/s, p99 ${shell.p99Ms} ms, TTFB ${shellTtfb.toFixed(1)} ms`,
          `  ratio: ${ratio.toFixed(3)} (goal ≥ ${goalRatio}: ${ratio >= goalRatio ? 'met' : 'NOT MET'})`,
        ].join('\n'),
      );
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return 0;
}

if (import.meta.main) await reportServerRenderedPages();
