/**
 * `npm test`: every layer — lint, the API contract's lint, format, types and the web build side
 * by side (the build only when its sources changed), then unit and API tests (embedded PGlite,
 * plus a PostgreSQL server when TEST_DATABASE_URL is set), then the end-to-end journeys in
 * Chromium. Ends with each step's duration and one summary line of the tests run (decision 014).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { webBuildIsStale } from './web-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, '.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Step {
  name: string;
  command: [string, ...string[]];
  /** Why the step is not needed this time, if it is not. */
  skip?: string | undefined;
}

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
  skipped?: string | undefined;
}

const outcomes: Outcome[] = [];
const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') };

/**
 * Runs a step. Steps that run side by side write to a log file, shown when they finish (so
 * their lines never interleave); a step that runs alone shows its output as it goes.
 */
async function run(step: Step, alone: boolean): Promise<Outcome> {
  if (step.skip) {
    console.log(`– ${step.name}: skipped (${step.skip})`);
    return { name: step.name, ok: true, seconds: 0, skipped: step.skip };
  }
  const [command, ...args] = step.command;
  const started = performance.now();
  const logFile = join(reports, `${step.name.replace(/\W+/g, '-')}.log`);
  if (alone) console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const child = spawn(command, args, { cwd: root, env, stdio: alone ? 'inherit' : 'pipe' });
  if (!alone) {
    const log = createWriteStream(logFile);
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  }
  const code = await new Promise<number>((resolve) => {
    child.on('close', (status) => resolve(status ?? 1));
    child.on('error', () => resolve(1));
  });
  const seconds = (performance.now() - started) / 1000;
  const ok = code === 0;
  if (!alone) {
    console.log(`${ok ? '✔' : '✖'} ${step.name} (${seconds.toFixed(1)} s)`);
    if (!ok) console.log(readFileSync(logFile, 'utf8'));
  }
  return { name: step.name, ok, seconds };
}

async function stage(steps: Step[]): Promise<boolean> {
  const alone = steps.length === 1;
  if (!alone) console.log(`\n▶ ${steps.map((step) => step.name).join(', ')} (side by side)`);
  const results = await Promise.all(steps.map((step) => run(step, alone)));
  outcomes.push(...results);
  return results.every((result) => result.ok);
}

const stages: Step[][] = [
  [
    { name: 'lint', command: ['eslint', '.', '--max-warnings', '0'] },
    // The API contract (GET /api/openapi.json) under Redocly's rules: about three seconds.
    { name: 'openapi', command: ['node', 'scripts/lint-openapi.ts'] },
    { name: 'format', command: ['prettier', '--check', '.', '--log-level', 'warn'] },
    { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
    {
      name: 'build',
      command: ['npm', 'run', '--silent', 'build'],
      skip: webBuildIsStale() ? undefined : 'the web build is newer than its sources',
    },
  ],
  [
    {
      name: 'unit + API',
      command: [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reports}/vitest.json`,
      ],
    },
  ],
  [{ name: 'end-to-end', command: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'] }],
];

const started = performance.now();
let passed = true;
for (const steps of stages) {
  if (!(await stage(steps))) {
    passed = false;
    break;
  }
}
summarise((performance.now() - started) / 1000);
process.exit(passed ? 0 : 1);

/** Prints each step's time, then 'N passed, N failed' for all tests that ran. */
function summarise(totalSeconds: number): void {
  console.log('\nsteps:');
  for (const outcome of outcomes) {
    const time = outcome.skipped ? 'skipped' : `${outcome.seconds.toFixed(1)} s`;
    console.log(`  ${outcome.ok ? '✔' : '✖'} ${outcome.name.padEnd(12)} ${time}`);
  }
  console.log(`  total        ${totalSeconds.toFixed(1)} s`);

  let passedTests = 0;
  let failed = 0;
  let skipped = 0;
  const vitest = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
  }>('vitest.json');
  if (vitest) {
    passedTests += vitest.numPassedTests;
    failed += vitest.numFailedTests;
    skipped += vitest.numPendingTests;
  }
  const playwright = readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  }>('playwright.json');
  if (playwright) {
    passedTests += playwright.stats.expected;
    failed += playwright.stats.unexpected + playwright.stats.flaky;
    skipped += playwright.stats.skipped;
  }
  console.log(`\ntests: ${passedTests} passed, ${failed} failed, ${skipped} skipped`);
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(join(reports, file), 'utf8')) as T;
  } catch {
    return undefined;
  }
}
