/**
 * `npm test`: every layer, in order — lint, format, types, web build, unit and API tests
 * (embedded PGlite, plus a PostgreSQL server when TEST_DATABASE_URL is set), then the
 * end-to-end journeys in Chromium. Ends with one summary line of the tests run.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, '.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps: [string, [string, ...string[]]][] = [
  ['lint', ['eslint', '.', '--max-warnings', '0']],
  ['format', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
  ['build', ['npm', 'run', '--silent', 'build']],
  [
    'unit + API',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/vitest.json`,
    ],
  ],
  ['end-to-end', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];

for (const [name, [command, ...args]] of steps) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') },
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    summarise();
    process.exit(result.status ?? 1);
  }
}
summarise();

/** Prints 'N passed, N failed' for all tests that ran (vitest and Playwright together). */
function summarise(): void {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const vitest = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
  }>('vitest.json');
  if (vitest) {
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests;
    skipped += vitest.numPendingTests;
  }
  const playwright = readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  }>('playwright.json');
  if (playwright) {
    passed += playwright.stats.expected;
    failed += playwright.stats.unexpected + playwright.stats.flaky;
    skipped += playwright.stats.skipped;
  }
  console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(join(reports, file), 'utf8')) as T;
  } catch {
    return undefined;
  }
}
