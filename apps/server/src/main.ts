/**
 * `node apps/server/src/main.ts` starts Brigade (app/start-server.ts). The module hook goes in
 * first, so that the server's own imports load through it (fast-module-loading.ts).
 */
import { fileURLToPath } from 'node:url';
import { registerFastModuleLoading } from './fast-module-loading.ts';

registerFastModuleLoading();
export const { startServer, reportStartupFailure } = await import('./app/start-server.ts');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  startServer().catch(reportStartupFailure);
}
