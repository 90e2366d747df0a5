import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { liveEventName } from '@brigade/shared/live-events';
import { apiPaths } from '@brigade/shared/routes';
import { publishLive } from '../../features/live/live-event-bus.ts';
import { useSession } from '../../features/session/use-session.ts';
import { refreshQueries } from '../../lib/refresh-queries.ts';
import { staleKeysAfterReconnect, staleKeysFor } from './live-query-keys.ts';

/**
 * The live channel for the signed-in user, mounted once in the root layout: one EventSource,
 * opened when someone signs in and closed when they sign out (the session query changes). Each
 * event refreshes the queries it concerns and goes to the features listening (use-live-event).
 * The connection's code is fetched only for signed-in visitors, not with the first page.
 */
export function LiveUpdates() {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    let close: (() => void) | null = null;
    let cancelled = false;
    const refresh = (keys: readonly (readonly string[])[]) => {
      for (const queryKey of keys) void refreshQueries(queryClient, queryKey);
    };
    import('../../features/live/live-connection.ts')
      .then(({ openLiveConnection }) => {
        if (cancelled) return;
        close = openLiveConnection({
          url: apiPaths.live,
          eventName: liveEventName,
          onEvent: (event) => {
            publishLive({ kind: 'event', event });
            refresh(staleKeysFor(event));
          },
          onReconnect: () => {
            publishLive({ kind: 'reconnected' });
            refresh(staleKeysAfterReconnect);
          },
        });
      })
      // Without the live channel the app still works (pages load their data, the bell polls).
      .catch((error: unknown) => console.error('The live channel could not be loaded', error));
    return () => {
      cancelled = true;
      close?.();
    };
  }, [userId, queryClient]);

  return null;
}
