/**
 * `npm run bench`: prints Brigade's figures and checks them against the budgets.
 * Needs a built web app (npm run build) and Debian's Chromium for the bundle measurement.
 * `npm run bench -- quick` prints issue 20's figures (start-up, what `/` loads, API overhead,
 * file transfer) with their budgets and goals and fails when one is over its budget;
 * `npm run bench -- search` runs only the job search benchmark, `npm run bench -- messaging` only
 * the live channel with 5,000 clients, issue 20's goal 4 (PostgreSQL too when BENCH_DATABASE_URL
 * or TEST_DATABASE_URL is set; the full run includes it),
 * `npm run bench -- files` only the file upload/download one, `npm run bench -- mail` only the
 * notification mail queue (two processes on PostgreSQL when one is configured), `npm run bench --
 * crawlers` only the sitemaps and job feeds on 100,000 jobs, `npm run bench -- startup` only the
 * three cold starts, `npm run bench -- lighthouse` only
 * Lighthouse on `/`, `/jobs` and a job page (mobile and desktop). Lighthouse runs only as that
 * sub-command, not in the full run: its six audits take 1¾ minutes on a quiet two-core machine
 * and 2½ under load, too long to add to every full run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchBundleSize } from './bundle-size.ts';
import { reportFileTransfer } from './file-transfer.ts';
import { benchHealthThroughput } from './health-throughput.ts';
import { reportCrawlerFeeds } from './crawler-feeds.ts';
import { reportServerRenderedPages } from './server-rendered-pages.ts';
import { reportJobSearch } from './job-search.ts';
import { reportLighthouse } from './lighthouse.ts';
import { reportMail } from './mail.ts';
import { reportMessaging } from './messaging.ts';
import { benchForgotPassword } from './forgot-password.ts';
import { benchSignIn } from './sign-in.ts';
import { startBrigade } from './lib/server-process.ts';
import { benchStartup } from './startup.ts';
import { reportQuick } from './quick.ts';
import { benchSignedInReads, printSignedInReads } from './signed-in-reads.ts';

const budgets = { jsGzipKb: 120, healthRatio: 0.8 };
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
let failures = 0;

console.log('Brigade benchmarks');
console.log(`machine: ${(await import('node:os')).cpus().length} cores, Node ${process.version}\n`);

// `npm run bench -- quick`: issue 20's figures with their budgets and goals (a few minutes).
if (process.argv[2] === 'quick') process.exit((await reportQuick()) === 0 ? 0 : 1);
// `npm run bench -- search`: only the job search benchmark (it fills 100,000 jobs per engine).
if (process.argv[2] === 'search') process.exit((await reportJobSearch()) === 0 ? 0 : 1);
// `npm run bench -- messaging`: only the live channel with 5,000 clients (issue 20, goal 4:
// send → delivery, memory per client, reconnection after a restart).
if (process.argv[2] === 'messaging') process.exit((await reportMessaging()) === 0 ? 0 : 1);
// `npm run bench -- files`: only a 10 MB file's upload and download against a local copy.
if (process.argv[2] === 'files') process.exit(await reportFileTransfer());
// `npm run bench -- mail`: only the job queue delivering 10,000 notification mails.
if (process.argv[2] === 'mail') process.exit(await reportMail());
// `npm run bench -- crawlers`: only the sitemaps and job feeds on 100,000 open jobs.
if (process.argv[2] === 'crawlers') process.exit(await reportCrawlerFeeds());
// `npm run bench -- ssr`: only the server-rendered job page against the static index.html.
if (process.argv[2] === 'ssr') process.exit(await reportServerRenderedPages());
// `npm run bench -- lighthouse`: only Lighthouse's scores for the public pages, against budgets.
if (process.argv[2] === 'lighthouse') process.exit((await reportLighthouse()) === 0 ? 0 : 1);

/** Cold starts to the first healthy response: empty, existing and after a kill -9. */
async function reportStartup(): Promise<void> {
  const startup = await benchStartup();
  console.log('Cold start to first healthy response (embedded PGlite)');
  console.log(`  empty DATA_DIR (create + migrate): ${startup.emptyMs.toFixed(0)} ms`);
  console.log(`  existing DATA_DIR:                 ${startup.existingMs.toFixed(0)} ms`);
  console.log(`  restart after a kill -9:           ${startup.afterKillMs.toFixed(0)} ms`);
  console.log('  existing DATA_DIR, each step done at (ms since the process began):');
  for (const [step, ms] of Object.entries(startup.existingSteps)) {
    console.log(`    ${step.padEnd(24)} ${String(ms).padStart(6)}`);
  }
  console.log('');
}
// `npm run bench -- startup`: only the three cold starts.
if (process.argv[2] === 'startup') {
  await reportStartup();
  process.exit(0);
}

await reportStartup();

const dataDir = await mkdtemp(join(tmpdir(), 'brigade-bench-web-'));
const server = await startBrigade({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
const bundle = await benchBundleSize(`${server.url}/`);
await server.stop();
await rm(dataDir, { recursive: true, force: true });
const jsOk = bundle.jsGzipBytes / 1024 <= budgets.jsGzipKb;
failures += jsOk ? 0 : 1;
console.log("What '/' loads, gzipped");
console.log(
  `  JavaScript: ${kb(bundle.jsGzipBytes)} KB (budget ${budgets.jsGzipKb} KB: ${verdict(jsOk)})`,
);
console.log(`  CSS:        ${kb(bundle.cssGzipBytes)} KB`);
console.log(`  files: ${bundle.files.join(', ')}\n`);

const health = await benchHealthThroughput();
const ratioOk = health.ratio >= budgets.healthRatio;
failures += ratioOk ? 0 : 1;
console.log(
  'GET /api/health throughput (50 connections; medians of 4 rounds of 3 s each, in turns)',
);
console.log(
  `  Brigade server:   ${health.brigade.rps.toFixed(0)} req/s (p99 ${health.brigade.p99Ms} ms)`,
);
console.log(
  `  bare node:http:   ${health.bare.rps.toFixed(0)} req/s (p99 ${health.bare.p99Ms} ms)`,
);
console.log(
  `  a page (GET /about, request logged at info): ${health.page.rps.toFixed(0)} req/s (p99 ${health.page.p99Ms} ms)`,
);
console.log(
  `  ratio: ${health.ratio.toFixed(2)} (budget ≥ ${budgets.healthRatio}: ${verdict(ratioOk)})`,
);

printSignedInReads(await benchSignedInReads());

const signIn = await benchSignIn();
console.log(`\nPOST /api/auth/sign-in on one core (${signIn.hash}, 4 connections, 10 s)`);
console.log(
  `  ${signIn.rps.toFixed(1)} sign-ins/s, p50 ${signIn.p50Ms} ms, p99 ${signIn.p99Ms} ms`,
);

const forgot = await benchForgotPassword();
console.log('\nPOST /api/auth/forgot-password, median answer time (200 of each, in turns)');
console.log(
  `  known address ${forgot.knownP50Ms.toFixed(2)} ms, unknown ${forgot.unknownP50Ms.toFixed(2)} ms`,
);

failures += await reportFileTransfer();
failures += await reportJobSearch();
failures += await reportMessaging();
failures += await reportMail();

process.exit(failures === 0 ? 0 : 1);
