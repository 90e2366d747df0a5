import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { forgetSession } from './forget-session.ts';

/**
 * For an action on a members-only page that ends the session (deleting the account): returns
 * `ended()`, to call before navigating away. The cache forgets the session when the calling
 * component unmounts, i.e. once the app has left the page; any earlier, the page's guard would
 * see a signed-out visitor and send them to sign in instead. A ref, not state: the unmount's
 * cleanup reads it whenever that comes, without needing the page to render again in between
 * (under Preact, which keeps no navigation transition, it did not: decision 029).
 */
export function useForgetSessionOnLeave(): () => void {
  const queryClient = useQueryClient();
  const ended = useRef(false);
  useEffect(
    () => () => {
      if (ended.current) forgetSession(queryClient);
    },
    [queryClient],
  );
  return () => {
    ended.current = true;
  };
}
