import type { QueryClient } from '@tanstack/react-query';
import type { SessionAnswer, SessionUser } from '@brigade/shared/session';
import { sessionQueryKey } from '../../session/index.ts';

/**
 * Makes a fresh sign-in the app's session: whatever was cached for someone else is dropped, and
 * every session reader (header, guards, the sign-in page's redirect) updates at once.
 */
export function storeSignedInUser(queryClient: QueryClient, user: SessionUser): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData<SessionAnswer>(sessionQueryKey, { user });
}
