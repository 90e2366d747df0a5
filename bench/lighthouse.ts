/**
 * `npm run bench -- lighthouse`: Lighthouse (mobile with its default simulated throttling, and
 * desktop) on `/`, `/jobs` and an open job's page, served by the production server with the demo
 * data. Prints each page's category scores with CLS, LCP and TBT against the budgets. Needs the
 * web build (`npm run build`) and Debian's Chromium (CHROMIUM_PATH to use another).
 * BENCH_LIGHTHOUSE_RUNS=n runs every page n times and keeps the run of median performance, the way
 * Lighthouse's own CI does, since one run of simulated throttling varies by a few points.
 * BENCH_LIGHTHOUSE_PAGES=/jobs,/jobs/:id measures only those pages.
 * BENCH_LIGHTHOUSE_REPORTS=<folder> also writes each kept run's full report there (JSON).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { apiPaths } from '@brigade/shared/routes';
import { startDemoBrigade } from './lib/demo-server.ts';

const budgets = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  jobsCls: 0.05,
};
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));

interface Figures {
  scores: Record<(typeof categories)[number], number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's measure of this machine's CPU at the time (a typical laptop scores ~1500+). */
  benchmarkIndex: number;
  /** Failing audits of the categories below 100, for finding what to fix. */
  failing: string[];
  lhr: Lhr;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function figuresOf(lhr: Lhr): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = Object.values(lhr.categories)
    .filter((category) => (category.score ?? 0) < 1)
    .flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
        .map(
          (audit) => `${category.id}: ${audit?.id ?? ''} (${audit?.displayValue ?? audit?.score})`,
        ),
    );
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failing: [...new Set(failing)],
    lhr,
  };
}

/** An open demo job's id, from the public search. */
async function openJobId(base: string): Promise<string> {
  const answer = await fetch(`${base}${apiPaths.jobs.search}`);
  const page = (await answer.json()) as { items: { id: string }[] };
  const id = page.items[0]?.id;
  if (!id) throw new Error('the demo data has no open job');
  return id;
}

/**
 * One Lighthouse run. A run whose trace came out broken (NO_NAVSTART, NO_FCP: Chromium missed
 * the trace's start under load) is Lighthouse's own failure, not the page's: it is run again,
 * twice at most, and a page that still fails is reported with the error.
 */
async function audit(url: string, port: number, config: typeof desktopConfig | undefined) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(
      url,
      { port, logLevel: 'error', output: 'json', onlyCategories: [...categories] },
      config,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === 3)
      throw new Error(`Lighthouse failed on ${url}: ${error.code} ${error.message}`);
  }
}

export async function reportLighthouse(): Promise<number> {
  console.log(`\nLighthouse on the demo data (${runs} run(s) per page, median performance kept)`);
  const server = await startDemoBrigade();
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  let failures = 0;
  try {
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
    const jobPage = `/jobs/${await openJobId(server.url)}`;
    const pages = ['/', '/jobs', jobPage].filter(
      (path) => !only || only.includes(path === jobPage ? '/jobs/:id' : path),
    );
    const forms = [
      { name: 'mobile', config: undefined },
      { name: 'desktop', config: desktopConfig },
    ];
    const rows: string[] = [];
    const notes: string[] = [];
    for (const path of pages) {
      for (const form of forms) {
        const measured: Figures[] = [];
        for (let run = 0; run < runs; run += 1) {
          measured.push(figuresOf(await audit(`${server.url}${path}`, chrome.port, form.config)));
        }
        measured.sort((a, b) => a.scores.performance - b.scores.performance);
        const figures = measured[Math.floor(measured.length / 2)];
        if (!figures) continue;
        const { scores } = figures;
        const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
        if (reports) {
          await mkdir(reports, { recursive: true });
          const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${form.name}`;
          await writeFile(join(reports, `${name}.json`), JSON.stringify(figures.lhr));
        }
        const over = [
          scores.performance < budgets.performance && 'performance',
          scores.accessibility < budgets.accessibility && 'accessibility',
          scores['best-practices'] < budgets.bestPractices && 'best-practices',
          scores.seo < budgets.seo && 'SEO',
          path === '/jobs' && figures.cls > budgets.jobsCls && 'CLS',
        ].filter(Boolean);
        failures += over.length > 0 ? 1 : 0;
        const label = path.startsWith('/jobs/') ? '/jobs/:id' : path;
        rows.push(
          [
            `${label} ${form.name}`.padEnd(18),
            String(scores.performance).padStart(4),
            String(scores.accessibility).padStart(5),
            String(scores['best-practices']).padStart(4),
            String(scores.seo).padStart(4),
            figures.cls.toFixed(3).padStart(6),
            `${(figures.lcpMs / 1000).toFixed(2)} s`.padStart(8),
            `${figures.tbtMs.toFixed(0)} ms`.padStart(7),
            String(figures.benchmarkIndex).padStart(5),
            `  ${over.length === 0 ? 'within budget' : `OVER BUDGET (${over.join(', ')})`}`,
          ].join(' '),
        );
        notes.push(...figures.failing.map((audit) => `  ${label} ${form.name}: ${audit}`));
      }
    }
    // CPU: Lighthouse's benchmark index; mobile runs slow the CPU down 4× more on top of it.
    console.log(
      `  budgets: performance ≥ ${budgets.performance}, accessibility ${budgets.accessibility}, ` +
        `best practices ${budgets.bestPractices}, SEO ${budgets.seo}, CLS ≤ ${budgets.jobsCls} on /jobs`,
    );
    console.log(`  ${'page'.padEnd(18)} perf  a11y   bp  seo    CLS      LCP     TBT   CPU`);
    for (const row of rows) console.log(`  ${row}`);
    if (notes.length > 0)
      console.log(`Audits below 0.9 in categories under 100:\n${notes.join('\n')}`);
  } finally {
    await chrome.kill();
    await server.stop();
  }
  return failures;
}

if (import.meta.main) process.exit((await reportLighthouse()) === 0 ? 0 : 1);
