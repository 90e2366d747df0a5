/**
 * Registers the service worker (built by build-tools/service-worker-plugin.ts into /sw.js). main.tsx
 * imports this lazily after the page has loaded, in production builds only, so neither the first
 * download nor the first paint waits for it.
 */
export function registerServiceWorker(): void {
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    // The app works without it, just not offline.
    console.warn('The service worker could not be registered', error);
  });
}
