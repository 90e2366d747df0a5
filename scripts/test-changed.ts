/**
 * `npm run test:changed`: the quick local loop. Unit and API tests touched by uncommitted changes
 * (vitest --changed follows imports from the changed files), then the end-to-end specs that
 * changed or import a changed support file (playwright --only-changed), building the web app
 * first when its sources are newer than the build. Not a gate: `npm test` is.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { webBuildIsStale } from './web-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const since = process.argv[2];

function run(command: string, args: string[]): void {
  console.log(`\n▶ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('vitest', ['run', since ? `--changed=${since}` : '--changed', '--passWithNoTests']);
if (webBuildIsStale()) run('npm', ['run', '--silent', 'build']);
run('playwright', [
  'test',
  '-c',
  'e2e/playwright.config.ts',
  since ? `--only-changed=${since}` : '--only-changed',
  '--pass-with-no-tests',
]);
