import type { FastifyRequest } from 'fastify';
import type { App } from './app-types.ts';
import { AppError } from '../core/app-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery protection for every state-changing API route: a browser always
 * sends Origin on such requests, and it must be this site's. Session cookies are also
 * SameSite=Lax, so a cross-site form cannot carry them; this check is the second lock. Requests
 * without Origin (curl, server-to-server) carry no ambient browser cookies and pass.
 * The Origin must match this request's scheme and host (behind a proxy, as TRUST_PROXY lets it
 * report them) or APP_URL's origin. The check is attached to those routes only (onRoute), so
 * reads pay nothing for it.
 */
export function checkSameOrigin(app: App, appUrl: string): void {
  const publicOrigin = new URL(appUrl).origin;
  // Scheme and host both count: http://brigade.example is not https://brigade.example.
  const sameOrigin = (request: FastifyRequest): boolean => {
    const origin = request.headers.origin;
    if (origin === undefined) return true;
    return origin === publicOrigin || origin === `${request.protocol}://${request.headers.host}`;
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith('/api/') || !methods.some((method) => STATE_CHANGING.has(method)))
      return;
    const existing = route.onRequest ?? [];
    route.onRequest = [
      (request, _reply, done) => done(sameOrigin(request) ? undefined : new AppError('forbidden')),
      ...(Array.isArray(existing) ? existing : [existing]),
    ];
  });
}
