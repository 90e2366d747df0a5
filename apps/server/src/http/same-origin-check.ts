import type { App } from './app-types.ts';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery protection for every state-changing API request: a browser always
 * sends Origin on such requests, and it must be this site's. Session cookies are also
 * SameSite=Lax, so a cross-site form cannot carry them; this check is the second lock. Requests
 * without Origin (curl, server-to-server) carry no ambient browser cookies and pass.
 */
export function checkSameOrigin(app: App): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    if (
      SAFE_METHODS.has(request.method) ||
      origin === undefined ||
      !request.url.startsWith('/api/')
    ) {
      done();
      return;
    }
    done(originHost(origin) === request.headers.host ? undefined : new AppError('forbidden'));
  });
}

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
