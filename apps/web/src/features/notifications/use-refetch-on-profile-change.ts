import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@brigade/shared/session';
import { notificationsQueryKey } from './api/notifications-query-key.ts';

/**
 * Reads the notifications again whenever the profile changes (spec section 4): the session's
 * user object is replaced in the cache when the profile is saved or another user signs in.
 */
export function useRefetchOnProfileChange(user: SessionUser): void {
  const queryClient = useQueryClient();
  const seen = useRef(user);
  useEffect(() => {
    if (seen.current === user) return;
    seen.current = user;
    void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  }, [user, queryClient]);
}
