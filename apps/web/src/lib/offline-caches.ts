/**
 * The service worker's offline copies (build-tools/service-worker-plugin.ts): the last viewed
 * public pages and job reads. Job answers carry a little about the viewer (their application,
 * whether they may edit) and the pages show what the visitor looked at, so signing out empties
 * both.
 */
export const pagesCacheName = 'brigade-pages';
export const jobReadsCacheName = 'brigade-job-reads';

/** Empties the offline copies; a browser without Cache Storage has none. */
export function forgetOfflineCopies(): void {
  if (typeof caches === 'undefined') return;
  for (const name of [pagesCacheName, jobReadsCacheName]) {
    caches.delete(name).catch((error: unknown) => {
      console.warn('Offline copies could not be removed', name, error);
    });
  }
}
