import { useEffect } from 'react';

let release: () => void = () => undefined;

/**
 * Settles once the page (inside the root layout's Suspense boundary) has committed. React
 * hydrates such a boundary in a pass after the shell's, so anything the shell starts (the session
 * check) could otherwise change what the page renders before it is hydrated: a mismatch.
 */
export const pageHydrated = new Promise<void>((resolve) => {
  release = resolve;
});

/**
 * Rendered beside the page, inside the same boundary: it commits when the page does. It also
 * marks the document (`<html data-hydrated>`), so browser tests know a server-rendered page's
 * controls answer before they use them.
 */
export function PageHydrated(): null {
  useEffect(() => {
    release();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
