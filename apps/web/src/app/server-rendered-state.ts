/**
 * A page the server rendered (/, /jobs, /jobs/:id, /venues/:id) carries the query cache it was rendered
 * with; putting it in this app's cache before hydrating makes the first client render match the
 * server's HTML (no loading state in between).
 */
import { hydrate } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionAnswer } from '@brigade/shared/session';
import { jobsQueryKey } from '../features/jobs/index.ts';
import { getSession, sessionQueryKey } from '../features/session/index.ts';
import { readHydrationState } from '../ssr/hydration-state.ts';
import { pageHydrated } from './page-hydrated.ts';

/**
 * When the document was rendered on the server (its state is now in the cache): the moment it
 * was rendered (lib/render-clock.ts); else null.
 */
export function hydrateServerState(queryClient: QueryClient): { renderedAt: number } | null {
  const page = readHydrationState(document);
  if (!page) return null;
  hydrate(queryClient, page.state);
  // The server rendered the page before knowing who is signed in; the session is asked for only
  // once the page is hydrated, so that hydration sees the same "not known yet" the server did.
  void queryClient.prefetchQuery({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }) => {
      await pageHydrated;
      return getSession(signal);
    },
    retry: 1,
  });
  // The server read the page as an anonymous visitor; a signed-in one may see more (Edit, their
  // application), so the jobs are read again once the session says someone is signed in.
  const sessionHash = JSON.stringify(sessionQueryKey);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== sessionHash || event.query.state.status === 'pending') return;
    unsubscribe();
    if ((event.query.state.data as SessionAnswer | undefined)?.user) {
      void queryClient.invalidateQueries({ queryKey: jobsQueryKey });
    }
  });
  return { renderedAt: page.renderedAt };
}
