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

export function registerSecurityHeaders(app: App, appUrl: string): void {
  const headers = computeSecurityHeaders(appUrl);
  // A callback hook, not an async one: this runs on every request and a promise per call shows.
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
