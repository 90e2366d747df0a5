/**
 * The service worker (vite-plugin-pwa, Workbox generateSW), for the installable app and its
 * offline state (issue 15). It precaches only the app shell, what index.html loads, so
 * installing it costs a visitor little; everything else is cached as it is used:
 * - the server-rendered public pages (/, /jobs, /jobs/:id; rendered for an anonymous visitor,
 *   so nothing personal) network-first with a short timeout: the last viewed ones open offline
 *   with their content and the data they were rendered with;
 * - other navigations always go to the network, and offline fall back to the precached shell,
 *   which renders the page on the client;
 * - hashed assets (lazy page chunks, the locale catalogues, which are chunks too) cache-first;
 * - the public job reads the client makes (GET /api/jobs, /api/jobs/latest, /api/jobs/:id)
 *   network-first with a short timeout. No other API answer is cached: they hold personal data.
 * Both page and job caches are emptied on sign-out (src/lib/offline-caches.ts). Registration is
 * the app's own (src/lib/register-service-worker.ts), in production builds only.
 *
 * Workbox writes the URL matchers below into sw.js as source text: they must not use anything
 * from this module's scope.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { jobReadsCacheName, pagesCacheName } from '../src/lib/offline-caches.ts';

/** Files besides index.html's own scripts and styles that the offline shell shows. */
const shellFiles = ['index.html', 'logo.svg', 'manifest.webmanifest', 'icons/icon-192.png'];

/** How long an offline copy of a page or a job read is kept. */
const offlineCopyDays = 7;

/** The precache entries: the shell files and every /assets/ file that index.html references. */
async function shellOnly(outDir: string, urls: readonly string[]): Promise<Set<string>> {
  // A failed build still reaches here (closeBundle): let its own error be the one reported.
  const indexHtml = join(outDir, 'index.html');
  if (!existsSync(indexHtml)) return new Set();
  const html = await readFile(indexHtml, 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
  const wanted = new Set([...shellFiles, ...referenced]);
  return new Set(urls.filter((url) => wanted.has(url)));
}

export function serviceWorkerPlugin(outDir: string): Plugin[] {
  const offlineCopies = {
    networkTimeoutSeconds: 4,
    expiration: { maxEntries: 60, maxAgeSeconds: 60 * 60 * 24 * offlineCopyDays },
    cacheableResponse: { statuses: [200] },
  };
  return VitePWA({
    strategies: 'generateSW',
    filename: 'sw.js',
    // public/manifest.webmanifest is the manifest, linked from index.html with the icons.
    manifest: false,
    injectRegister: false,
    workbox: {
      globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
      manifestTransforms: [
        async (entries) => {
          const keep = await shellOnly(
            outDir,
            entries.map((entry) => entry.url),
          );
          return { manifest: entries.filter((entry) => keep.has(entry.url)) };
        },
      ],
      // Navigations are handled below (network, then a copy or the shell), not by a blanket
      // fallback.
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      // A new worker takes over at once: pages come from the network while online, so an open
      // page never needs the old worker's shell.
      skipWaiting: true,
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && /^\/(jobs(\/[^/]+)?\/?)?$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: pagesCacheName,
            ...offlineCopies,
            // The pages vary by cookie and language; the copy is for this one browser.
            matchOptions: { ignoreVary: true },
            precacheFallback: { fallbackURL: 'index.html' },
          },
        },
        {
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && !/^\/(api|files)(\/|$)/.test(url.pathname),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'index.html' } },
        },
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'brigade-assets',
            expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 30 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // The job board's public reads only; /api/jobs/:id/applications and the like are
          // personal and stay uncached, as does anything sent with credentials in a header.
          urlPattern: ({ request, url, sameOrigin }) =>
            sameOrigin &&
            request.method === 'GET' &&
            !request.headers.has('authorization') &&
            /^\/api\/jobs(\/[^/]+)?$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: { cacheName: jobReadsCacheName, ...offlineCopies },
        },
      ],
    },
  });
}
