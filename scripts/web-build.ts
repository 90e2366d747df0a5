/**
 * Whether the web app's build (apps/web/dist, or BRIGADE_WEB_DIST) is missing or older than
 * anything it is built from. `npm start` and `npm test` build only then.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = process.env.BRIGADE_WEB_DIST ?? join(root, 'apps/web/dist');
/** Everything the build reads besides node_modules (the lockfile stands for those). */
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build-tools',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
  'scripts/compress-web-assets.ts',
  'package-lock.json',
];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stat.mtimeMs,
  );
}

export function webBuildIsStale(): boolean {
  const builtIndex = join(dist, 'index.html');
  // The server renderer (`vite build --ssr`) is built beside it, by the same `npm run build`.
  if (!existsSync(builtIndex) || !existsSync(join(`${dist}-ssr`, 'entry-server.js'))) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sources.some(
    (source) => existsSync(join(root, source)) && newestChange(join(root, source)) > builtAt,
  );
}
