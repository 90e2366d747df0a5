import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { App } from './app-types.ts';

/**
 * Security headers for every response, with a Content-Security-Policy the web app passes: its own
 * scripts only (no inline script), inline style attributes (Radix positions popovers with them).
 */
function helmetOptions(https: boolean): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The installable app: its manifest and service worker (/sw.js) come from the site.
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense once the site is served over https.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The social sign-in popup must keep its link to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}

/**
 * Helmet decides the headers; since they do not depend on the request, we let it write them once
 * into a recording response at start-up and then copy that set onto every reply. Running helmet's
 * middleware chain per request cost more than half of the server's throughput (npm run bench).
 */
export function computeSecurityHeaders(appUrl: string): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(helmetOptions(appUrl.startsWith('https://')))(
    {} as IncomingMessage,
    recorder,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.fromEntries(headers);
}

/**
 * The headers of an API answer, as OWASP's REST Security Cheat Sheet lists them: JSON (or a
 * file, which sets its own sandbox) never runs as a page, so the page policy above — a third of
 * the bytes of a small answer, written and checked on every request — is replaced by one that
 * allows nothing and may not be framed. A route that answers a page under /api (the social
 * sign-in popup) sets its own policy.
 */
export function computeApiSecurityHeaders(appUrl: string): Record<string, string> {
  const https = appUrl.startsWith('https://');
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function registerSecurityHeaders(app: App, appUrl: string): void {
  const pageHeaders = computeSecurityHeaders(appUrl);
  const apiHeaders = computeApiSecurityHeaders(appUrl);
  // A callback hook, not an async one: this runs on every request and a promise per call shows.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(request.url.startsWith('/api/') ? apiHeaders : pageHeaders);
    done();
  });
}
