/**
 * `npm run bench -- ssr`: a server-rendered job page (/jobs/:id) on 100,000 open jobs, against
 * the static index.html from the same server in the same run: requests per second, p99, and time
 * to first byte. Twice: over 1,000 jobs already visited once (kept by the render cache, as the
 * pages people share and crawlers revisit are), and over 20,000 jobs seen for the first time
 * (each read through the services and rendered by React). Needs the web build with its server
 * renderer (`npm run build`).
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
import { median } from './lib/stats.ts';

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

/**
 * A job's share card (/jobs/:id/card.png): the median milliseconds of a whole answer, drawn for
 * the first time, then again from the server's kept cards; and its size.
 */
async function cardTimes(base: string, ids: string[]) {
  const fetchCard = async (id: string) => {
    const started = performance.now();
    const response = await fetch(`${base}/jobs/${id}/card.png?lang=en`);
    const bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) throw new Error(`card.png answered ${response.status}`);
    return { ms: performance.now() - started, bytes };
  };
  const cold = [];
  for (const id of ids) cold.push(await fetchCard(id));
  const cached = [];
  for (const id of ids) cached.push(await fetchCard(id));
  return {
    coldMs: median(cold.map((card) => card.ms)),
    cachedMs: median(cached.map((card) => card.ms)),
    bytes: median(cold.map((card) => card.bytes)),
  };
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
        "SELECT id FROM jobs WHERE status = 'open' ORDER BY random() LIMIT 21000",
      );
      ids = rows.rows.map((row) => row.id);
    } finally {
      await database.close();
    }
    const server = await startBrigade({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' });
    try {
      const hot = ids.slice(0, 1000);
      const cold = ids.slice(1000);
      const pick = (from: string[]) => () =>
        `/jobs/${from[Math.floor(Math.random() * from.length)] ?? ''}`;
      const probe = await fetch(`${server.url}${pick(hot)()}`);
      if (!(await probe.text()).includes('application/ld+json')) {
        throw new Error('the job page is not server-rendered: run `npm run build` first');
      }
      for (const id of hot) await (await fetch(`${server.url}/jobs/${id}`)).text();
      const kept = await throughput(server.url, pick(hot));
      const fresh = await throughput(server.url, pick(cold));
      const shell = await throughput(server.url, () => '/index.html');
      const keptTtfb = await timeToFirstByte(() => `${server.url}${pick(hot)()}`);
      const freshTtfb = await timeToFirstByte(() => `${server.url}${pick(cold)()}`);
      const shellTtfb = await timeToFirstByte(() => `${server.url}/index.html`);
      const line = (label: string, figures: { rps: number; p99Ms: number }, ttfb: number) =>
        `  ${label.padEnd(34)}${figures.rps.toFixed(0)} req/s, p99 ${figures.p99Ms} ms, TTFB ${ttfb.toFixed(1)} ms`;
      const ratio = kept.rps / shell.rps;
      console.log(
        [
          line('/jobs/:id, 1,000 visited before:', kept, keptTtfb),
          line('/jobs/:id, 20,000 never visited:', fresh, freshTtfb),
          line('/index.html (static):', shell, shellTtfb),
          `  ratio, visited before: ${ratio.toFixed(3)} (goal ≥ ${goalRatio}: ${ratio >= goalRatio ? 'met' : 'NOT MET'})`,
          `  ratio, never visited:  ${(fresh.rps / shell.rps).toFixed(3)}`,
        ].join('\n'),
      );
      const card = await cardTimes(server.url, cold.slice(0, 30));
      console.log(
        `  /jobs/:id/card.png (30 jobs):     drawn ${card.coldMs.toFixed(1)} ms, kept ${card.cachedMs.toFixed(1)} ms, ${card.bytes.toLocaleString('en')} bytes`,
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
