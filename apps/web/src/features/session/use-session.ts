import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@brigade/shared/session';
import { getSession, sessionQueryKey } from './api/get-session.ts';

/** The signed-in state the shell needs (spec section 4: loading, signed in with a profile, signed out). */
export type Session =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

const loading: Session = { status: 'loading' };
const signedOut: Session = { status: 'signed-out' };

/**
 * The current session, read once per visit from the server and then kept in the query cache:
 * signing in, up or out writes the answer there, so every reader updates at once. A session
 * check that fails (offline, server error) counts as signed out; guarded pages then offer sign-in.
 */
export function useSession(): Session {
  const { data, isPending } = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    // Changes come from this tab's own sign-in/out; coming back to the tab re-checks.
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: true,
    retry: 1,
  });
  if (data?.user) return { status: 'signed-in', user: data.user };
  return isPending ? loading : signedOut;
}
