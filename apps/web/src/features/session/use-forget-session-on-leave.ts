import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { forgetSession } from './forget-session.ts';

/**
 * For an action on a members-only page that ends the session (deleting the account): returns
 * `ended()`, to call before navigating away. The cache forgets the session when the calling
 * component unmounts, i.e. once the app has left the page; any earlier, the page's guard would
 * see a signed-out visitor and send them to sign in instead. (Navigations are React transitions,
 * so the page stays mounted for a moment after `navigate()`.)
 */
export function useForgetSessionOnLeave(): () => void {
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    if (!ended) return;
    return () => forgetSession(queryClient);
  }, [ended, queryClient]);
  return () => setEnded(true);
}
