/**
 * `npm start`: builds the web app when its build is missing or older than its sources, then
 * starts the server with embedded defaults (http://localhost:3000, data in ./data).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { webBuildIsStale } from './web-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

if (webBuildIsStale()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { startServer, reportStartupFailure } = await import('../apps/server/src/main.ts');
startServer().catch(reportStartupFailure);
