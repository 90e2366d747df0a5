import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { filesPathPrefix, isClientRoute } from '@brigade/shared/routes';
import type { App } from './app-types.ts';
import { AppError } from '../core/app-error.ts';

const HASHED_ASSET = /\/assets\//;
const COMPRESSED_TWIN = /\.(br|gz)$/;

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated; client
 * routes fall back to index.html; unknown /api/* and /files/* paths (a missing picture) get a real
 * JSON 404, and unknown pages get index.html (the app's not-found page) with status 404.
 */
export async function registerWebApp(app: App, webDist: string | undefined): Promise<void> {
  const hasBuild = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One catch-all route that looks for the file when asked, instead of a route per built file
      // made at start-up (globbing the build and adding ~300 routes cost 50–100 ms of every start,
      // issue 20). Routes of the app and pages are more specific, so they still win; a missing
      // file goes to the not-found handler below.
      wildcard: true,
      // `/` is not index.html's: it is rendered on the server (routes/pages), else the fallback below.
      index: false,
      preCompressed: true,
      // Only files: not folders (`/`, `/assets/`), nor the .br and .gz twins, which preCompressed
      // finds beside the file asked for. The rest goes to the not-found handler below.
      allowedPath: (pathname) => !pathname.endsWith('/') && !COMPRESSED_TWIN.test(pathname),
      setHeaders(res, path) {
        void res.header(
          'cache-control',
          HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const isResource =
      pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith(filesPathPrefix);
    if (!hasBuild || isResource || !wantsPage) {
      throw new AppError('not_found');
    }
    return reply
      .code(isClientRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  });
}
