import type { onRequestHookHandler } from 'fastify';
import type { App } from './app-types.ts';
import { AppError } from '../core/app-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery protection for every state-changing API route: a browser always
 * sends Origin on such requests, and it must be this site's. Session cookies are also
 * SameSite=Lax, so a cross-site form cannot carry them; this check is the second lock. Requests
 * without Origin (curl, server-to-server) carry no ambient browser cookies and pass.
 * The check is attached to those routes only (onRoute), so reads pay nothing for it.
 */
export function checkSameOrigin(app: App): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith('/api/') || !methods.some((method) => STATE_CHANGING.has(method)))
      return;
    const existing = route.onRequest ?? [];
    route.onRequest = [sameOriginOnly, ...(Array.isArray(existing) ? existing : [existing])];
  });
}

const sameOriginOnly: onRequestHookHandler = (request, _reply, done) => {
  const origin = request.headers.origin;
  if (origin === undefined || originHost(origin) === request.headers.host) done();
  else done(new AppError('forbidden'));
};

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
