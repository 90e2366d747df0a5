import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { forgetSession } from './forget-session.ts';

/**
 * For an action on a members-only page that ends the session (deleting the account): returns
 * `ended()`, to call before navigating away. The cache forgets the session when the calling
 * component unmounts, i.e. once the app has left the page; any earlier, the page's guard would
 * see a signed-out visitor and send them to sign in instead. A ref, not state: the navigation may
 * unmount the page in the same render as the call (no transition keeps it mounted in between).
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
