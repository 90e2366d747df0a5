import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { migrateDatabase } from '@brigade/server/db/migrate';
import { openDatabase, type DatabaseTarget } from '@brigade/server/db/open-database';
import { benchCities, generateOpenJobs } from './lib/job-data.ts';
import { startBrigade } from './lib/server-process.ts';
import { percentile } from './lib/stats.ts';

const SAMPLES = 100;
type Engine = 'embedded' | 'postgres';
/** Open jobs per engine: a city's worth embedded, a country's on a server (BENCH_PG_JOBS). */
const jobsOn: Record<Engine, number> = {
  embedded: 100_000,
  postgres: Number(process.env.BENCH_PG_JOBS ?? 1_000_000),
};
/** p95 goals (issue 16): 60 ms embedded at 100,000 jobs, 50 ms on PostgreSQL at 1,000,000. */
export const searchGoals: Record<Engine, number> = { embedded: 60, postgres: 50 };

/** The typical searches (the goals apply to these), each a rotation of realistic variants. */
const words = ['bartender', 'chef', 'barista', 'waiter', 'manager', 'housekeeper', 'host'];
const typos = ['bartendr', 'barrista', 'waitres', 'sous chf', 'kitchn porter', 'houskeeper'];
const roles = ['chef', 'cook', 'server', 'bartender', 'barista', 'host', 'manager'];
const types = ['full_time', 'part_time', 'seasonal', 'temporary'];
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

export const typicalSearches: Record<string, (i: number) => string> = {
  'one word + city': (i) => `q=${pick(words, i)}&city=${pick(benchCities, i * 7)}`,
  'filters only': (i) =>
    `role=${pick(roles, i)}&employmentType=${pick(types, i * 3)}&minPay=${12 + (i % 6)}&postedWithin=${pick([7, 14, 30], i)}`,
  'a typo': (i) => `q=${encodeURIComponent(pick(typos, i))}`,
};
/** A signed-in cook's searches, fitted to their availability (issue 16). */
const fitSearches: Record<string, (i: number) => string> = {
  'city, best fit': (i) => `city=${pick(benchCities, i)}&sort=fit`,
  'fits, newest': () => 'fits=true',
};

/** A cook who can work weekday lunches and weekend dinners, signed in: their session cookie. */
async function signedInCook(url: string): Promise<string> {
  const signUp = await fetch(`${url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-cook-${process.pid}@brigade.test`,
      password: 'Bench-cook-password-1',
      firstName: 'Bench',
      lastName: 'Cook',
      userType: 'applicant',
    }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((each) => each.split(';')[0])
    .join('; ');
  const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'];
  const resume = await fetch(`${url}/api/resume`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      headline: 'Line cook',
      summary: 'Fast and tidy.',
      roles: ['cook'],
      skills: ['grill'],
      visibility: 'visible',
      availability: {
        ...Object.fromEntries(weekdays.map((day) => [day, ['lunch']])),
        sat: ['dinner', 'late'],
        sun: ['dinner'],
      },
    }),
  });
  if (resume.status !== 200) throw new Error(`saving the resume answered ${resume.status}`);
  return cookie;
}

/** Also measured, for information: the broadest searches. */
const otherSearches: Record<string, (i: number) => string> = {
  'browse all, newest': () => '',
  'one word, no city': (i) => `q=${pick(words, i)}`,
  // As Browse Jobs sends it: the pay sort names the currency pay is compared in.
  'city, by pay': (i) => `city=${pick(benchCities, i)}&sort=pay&currency=GBP`,
  // Total pay (issue 16): the estimated total a week, ranked and filtered within a currency.
  'city, by total': (i) => `city=${pick(benchCities, i)}&sort=total&currency=GBP`,
  'least total a week': (i) => `minTotal=${500 + (i % 5) * 50}&currency=GBP&sort=total`,
};

export interface SearchCase {
  name: string;
  typical: boolean;
  p50Ms: number;
  p95Ms: number;
}
export interface EngineFigures {
  engine: Engine;
  generateS: number;
  cases: SearchCase[];
  rps: number;
  rpsP99Ms: number;
}

async function measure(
  url: string,
  search: (i: number) => string,
  cookie?: string,
): Promise<[number, number]> {
  const headers = cookie ? { cookie } : undefined;
  for (let i = 0; i < 10; i += 1) {
    await (await fetch(`${url}/api/jobs?${search(i)}`, { headers })).arrayBuffer();
  }
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    const response = await fetch(`${url}/api/jobs?${search(i)}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`search answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return [percentile(times, 50), percentile(times, 95)];
}

/** Fills a database, serves it with the real server, and times searches through the HTTP API. */
async function benchEngine(
  engine: Engine,
  target: DatabaseTarget,
  env: Record<string, string>,
): Promise<EngineFigures> {
  const database = await openDatabase(target);
  const started = performance.now();
  try {
    await migrateDatabase(database);
    await generateOpenJobs(database.pool, jobsOn[engine]);
  } finally {
    await database.close();
  }
  const generateS = (performance.now() - started) / 1000;
  const server = await startBrigade({ LOG_LEVEL: 'warn', ...env });
  try {
    const cases: SearchCase[] = [];
    for (const [searches, typical] of [
      [typicalSearches, true],
      [otherSearches, false],
    ] as const) {
      for (const [name, search] of Object.entries(searches)) {
        const [p50Ms, p95Ms] = await measure(server.url, search);
        cases.push({ name, typical, p50Ms, p95Ms });
      }
    }
    const cookie = await signedInCook(server.url);
    for (const [name, search] of Object.entries(fitSearches)) {
      const [p50Ms, p95Ms] = await measure(server.url, search, cookie);
      cases.push({ name, typical: true, p50Ms, p95Ms });
    }
    let n = 0;
    const load = await autocannon({
      url: server.url,
      connections: 10,
      duration: 8,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            n += 1;
            return { ...request, path: `/api/jobs?${typicalSearches['one word + city']?.(n)}` };
          },
        },
      ],
    });
    if (load.non2xx > 0) throw new Error(`${load.non2xx} searches failed under load`);
    return { engine, generateS, cases, rps: load.requests.average, rpsP99Ms: load.latency.p99 };
  } finally {
    await server.stop();
  }
}

/** The search benchmark on embedded PGlite, and on PostgreSQL when a server URL is given. */
export async function benchJobSearch(postgresUrl: string | undefined): Promise<EngineFigures[]> {
  const figures: EngineFigures[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'brigade-bench-search-'));
  try {
    figures.push(
      await benchEngine(
        'embedded',
        { kind: 'embedded', dataDir },
        { DATA_DIR: dataDir, DATABASE_URL: '' },
      ),
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  if (!postgresUrl) return figures;
  const name = `brigade_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    figures.push(
      await benchEngine(
        'postgres',
        { kind: 'postgres', url: url.toString() },
        { DATABASE_URL: url.toString() },
      ),
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  return figures;
}

/** Runs the search benchmark, prints it, and returns how many goals were missed. */
export async function reportJobSearch(): Promise<number> {
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  console.log(`\nJob search (GET /api/jobs, ${SAMPLES} sequential requests per search)`);
  if (!postgresUrl)
    console.log('  (set BENCH_DATABASE_URL or TEST_DATABASE_URL to add PostgreSQL)');
  let missed = 0;
  for (const engine of await benchJobSearch(postgresUrl)) {
    const goal = searchGoals[engine.engine];
    console.log(
      `  ${engine.engine}, ${jobsOn[engine.engine].toLocaleString('en')} open jobs (generated in ${engine.generateS.toFixed(0)} s; goal p95 ≤ ${goal} ms)`,
    );
    for (const c of engine.cases) {
      const ok = c.p95Ms <= goal;
      if (c.typical && !ok) missed += 1;
      const verdict = c.typical ? (ok ? 'within goal' : 'OVER GOAL') : 'for information';
      console.log(
        `    ${c.name.padEnd(20)} p50 ${c.p50Ms.toFixed(1).padStart(6)} ms  p95 ${c.p95Ms.toFixed(1).padStart(6)} ms  ${verdict}`,
      );
    }
    console.log(
      `    throughput, one word + city (10 connections, 8 s): ${engine.rps.toFixed(0)} req/s (p99 ${engine.rpsP99Ms} ms)`,
    );
  }
  return missed;
}
