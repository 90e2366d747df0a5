import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { get } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { migrateDatabase } from '@brigade/server/db/migrate';
import { openDatabase, type DatabaseTarget } from '@brigade/server/db/open-database';
import { generateOpenJobs } from './lib/job-data.ts';
import { startBrigade } from './lib/server-process.ts';

const JOBS = 100_000;
const SAMPLES = 50;

interface Timing {
  name: string;
  ms: number;
  bytes: number;
}

/**
 * One request to the last byte, as a crawler's client sees it: the bytes on the wire, not unzipped
 * (fetch would unzip them and count that time too).
 */
function timeOnce(url: string, headers: Record<string, string> = {}): Promise<Timing> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => {
        if (response.statusCode !== 200 && response.statusCode !== 304) {
          reject(new Error(`${url} answered ${response.statusCode}`));
        }
        resolve({ name: url, ms: performance.now() - started, bytes });
      });
    }).on('error', reject);
  });
}

/** The median of `SAMPLES` sequential requests. */
async function median(url: string, headers: Record<string, string> = {}): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) times.push((await timeOnce(url, headers)).ms);
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? NaN;
}

/** Fills a database with 100,000 open jobs and times the crawler routes through the real server. */
async function benchEngine(name: string, target: DatabaseTarget, env: Record<string, string>) {
  const database = await openDatabase(target);
  try {
    await migrateDatabase(database);
    await generateOpenJobs(database.pool, JOBS);
  } finally {
    await database.close();
  }
  const server = await startBrigade({ LOG_LEVEL: 'warn', ...env });
  try {
    const u = (path: string) => `${server.url}${path}`;
    const gzip = { 'accept-encoding': 'gzip' };
    const index = await timeOnce(u('/sitemap.xml'));
    const jobsCold = await timeOnce(u('/sitemaps/jobs-1.xml'), gzip);
    const etag = (await fetch(u('/sitemaps/jobs-1.xml'))).headers.get('etag') ?? '';
    const lines = [
      `  ${name}`,
      `    /sitemap.xml, first (counts the open jobs): ${index.ms.toFixed(0)} ms`,
      `    /sitemaps/jobs-1.xml, first (builds 50,000 URLs): ${jobsCold.ms.toFixed(0)} ms, ${(jobsCold.bytes / 1024).toFixed(0)} KB gzipped`,
      `    /sitemap.xml, then (median of ${SAMPLES}): ${(await median(u('/sitemap.xml'))).toFixed(1)} ms`,
      `    /sitemaps/jobs-1.xml, then, gzip: ${(await median(u('/sitemaps/jobs-1.xml'), gzip)).toFixed(1)} ms`,
      `    /sitemaps/jobs-1.xml, If-None-Match → 304: ${(await median(u('/sitemaps/jobs-1.xml'), { 'if-none-match': etag })).toFixed(1)} ms`,
    ];
    const feed = await timeOnce(u('/jobs.xml'), gzip);
    lines.push(
      `    /jobs.xml, first (reads and gzips all ${JOBS.toLocaleString('en')} jobs): ${feed.ms.toFixed(0)} ms, ${(feed.bytes / 1024 / 1024).toFixed(1)} MB gzipped`,
      `    /jobs.xml, then (median, kept gzip): ${(await median(u('/jobs.xml'), gzip)).toFixed(1)} ms`,
      `    /jobs.rss?q=bartender&city=London (median): ${(await median(u('/jobs.rss?q=bartender&city=London'))).toFixed(1)} ms`,
    );
    console.log(lines.join('\n'));
  } finally {
    await server.stop();
  }
}

/** `npm run bench -- crawlers`: sitemaps and feeds on 100,000 open jobs (PostgreSQL too when set). */
export async function reportCrawlerFeeds(): Promise<number> {
  console.log(`\nSitemaps and job feeds on ${JOBS.toLocaleString('en')} open jobs`);
  const dataDir = await mkdtemp(join(tmpdir(), 'brigade-bench-crawl-'));
  try {
    await benchEngine(
      'embedded',
      { kind: 'embedded', dataDir },
      { DATA_DIR: dataDir, DATABASE_URL: '' },
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!postgresUrl) return 0;
  const name = `brigade_bench_crawl_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    await benchEngine(
      'postgres',
      { kind: 'postgres', url: url.toString() },
      { DATABASE_URL: url.toString() },
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  return 0;
}

if (import.meta.main) await reportCrawlerFeeds();
