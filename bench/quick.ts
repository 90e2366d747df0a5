import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { benchBundleSize } from './bundle-size.ts';
import { benchFileTransfer, transferCeilingLine, type TransferFigures } from './file-transfer.ts';
import { benchHealthThroughput } from './health-throughput.ts';
import { startBrigade } from './lib/server-process.ts';
import { benchSignedInReads, printSignedInReads, type SignedInReads } from './signed-in-reads.ts';
import { benchStartup } from './startup.ts';

/**
 * Issue 20's figures, for someone reviewing a change (`npm run bench -- quick`, a few minutes):
 * start-up, what `/` loads, API overhead (with signed-in reads) and file transfer, each with its
 * budget (so a change that makes one worse fails) and the goal it is to reach; exits non-zero
 * when one is over its budget. Budgets rise to the goals as they are met (decision 028). Three
 * stop short: the API ratio's runs move with the machine's load (0.63 on a busy day, above 1 on a
 * quiet one), so its budget is 0.8; the transfer ratios' goals sit above what a bare node:http
 * server reaches on a busy machine (the bench prints that ceiling beside them), so their budgets
 * are the bottom of Brigade's measured spread.
 */
interface Figure {
  label: string;
  value: number;
  unit: string;
  /** Lower is better (times, sizes) or higher (ratios). */
  better: 'lower' | 'higher';
  budget: number;
  goal: number;
}

const figuresOf = async (): Promise<{
  figures: Figure[];
  homeFiles: string[];
  startupSteps: Record<string, number>;
  reads: SignedInReads;
  files: TransferFigures;
}> => {
  const startup = await benchStartup();
  const dataDir = await mkdtemp(join(tmpdir(), 'brigade-bench-quick-'));
  const server = await startBrigade({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const bundle = await benchBundleSize(`${server.url}/`);
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
  const health = await benchHealthThroughput();
  const reads = await benchSignedInReads();
  const files = await benchFileTransfer();
  const figures: Figure[] = [
    {
      label: 'start-up, existing data directory',
      value: startup.existingMs,
      unit: 'ms',
      better: 'lower',
      budget: 1500,
      goal: 1500,
    },
    {
      label: 'start-up, empty data directory',
      value: startup.emptyMs,
      unit: 'ms',
      better: 'lower',
      budget: 4000,
      goal: 4000,
    },
    {
      label: "JavaScript '/' loads (gzip)",
      value: bundle.jsGzipBytes / 1024,
      unit: 'KB',
      better: 'lower',
      budget: 120,
      goal: 120,
    },
    {
      label: '/api/health vs bare node:http',
      value: health.ratio,
      unit: '×',
      better: 'higher',
      budget: 0.8,
      goal: 0.85,
    },
    {
      label: '10 MB upload (tus) vs a stream copy',
      value: files.streamCopyMs / files.uploadMs,
      unit: '×',
      better: 'higher',
      budget: 0.05,
      goal: 0.3,
    },
    {
      label: '10 MB download vs a stream copy',
      value: files.streamCopyMs / files.downloadMs,
      unit: '×',
      better: 'higher',
      budget: 0.15,
      goal: 0.5,
    },
  ];
  return { figures, homeFiles: bundle.files, startupSteps: startup.existingSteps, reads, files };
};

/** The three largest lazily loaded chunks of the web build (gzip), the next to look at. */
async function largestRouteChunks(loadedByHome: string[]): Promise<[string, number][]> {
  const assets = fileURLToPath(new URL('../apps/web/dist/assets/', import.meta.url));
  const names = (await readdir(assets)).filter((name) => name.endsWith('.js'));
  const home = new Set(loadedByHome.map((path) => path.split('/').pop()));
  const sizes = await Promise.all(
    names
      .filter((name) => !home.has(name))
      .map(async (name): Promise<[string, number]> => [
        name,
        gzipSync(await readFile(join(assets, name)), { level: 9 }).length / 1024,
      ]),
  );
  return sizes.sort((a, b) => b[1] - a[1]).slice(0, 3);
}

export async function reportQuick(): Promise<number> {
  const { figures, homeFiles, startupSteps, reads, files } = await figuresOf();
  let over = 0;
  console.log("Issue 20's figures (quick)");
  for (const figure of figures) {
    const ok =
      figure.better === 'lower' ? figure.value <= figure.budget : figure.value >= figure.budget;
    const met =
      figure.better === 'lower' ? figure.value <= figure.goal : figure.value >= figure.goal;
    over += ok ? 0 : 1;
    const digits = figure.unit === '×' ? 2 : figure.unit === 'KB' ? 1 : 0;
    const sign = figure.better === 'lower' ? '≤' : '≥';
    console.log(
      `  ${figure.label.padEnd(38)} ${figure.value.toFixed(digits).padStart(8)} ${figure.unit.padEnd(2)}` +
        `  budget ${sign} ${figure.budget} (${ok ? 'within budget' : 'OVER BUDGET'})` +
        `  goal ${sign} ${figure.goal}${met ? ' met' : ''}`,
    );
  }
  console.log(
    '  start-up on the existing directory, each step done at (ms since the process began):',
  );
  for (const [step, ms] of Object.entries(startupSteps)) {
    console.log(`    ${step.padEnd(40)} ${String(ms).padStart(6)}`);
  }
  printSignedInReads(reads);
  console.log(`  10 MB file, ${transferCeilingLine(files)}`);
  console.log(
    `  20 uploads of 10 MB at once: the server's memory ${files.rssBeforeMb.toFixed(0)} → peak ${files.peakRssMb.toFixed(0)} MB (+${(files.peakRssMb - files.rssBeforeMb).toFixed(0)} MB for 200 MB received)`,
  );
  console.log('  largest route chunks (gzip):');
  for (const [name, size] of await largestRouteChunks(homeFiles)) {
    console.log(`    ${name.padEnd(40)} ${size.toFixed(1).padStart(6)} KB`);
  }
  return over;
}
