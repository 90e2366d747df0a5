import type { QueryClient } from '@tanstack/react-query';
import type { SessionAnswer } from '@brigade/shared/session';
import { forgetOfflineCopies } from '../../lib/offline-caches.ts';
import { sessionQueryKey } from './api/get-session.ts';

/**
 * Makes the app signed out: nothing cached for the previous user outlives their session, and
 * every session reader (header, guards) updates at once. On a members-only page, call it only
 * once the page has been left, or its guard sends the visitor to sign in.
 */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData<SessionAnswer>(sessionQueryKey, { user: null });
  // The service worker's offline copies of pages and jobs too (lib/offline-caches.ts).
  forgetOfflineCopies();
}
