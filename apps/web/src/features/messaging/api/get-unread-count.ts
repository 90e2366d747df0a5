import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { UnreadCountAnswer } from '@brigade/shared/messaging/messaging-answers';
import { apiFetch } from '../../../lib/api-client.ts';
import { messagingKeys } from './messaging-keys.ts';

/** GET /api/messages/unread-count: messages to me not read yet. */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCountAnswer> {
  return apiFetch<UnreadCountAnswer>(apiPaths.messaging.unreadCount, { signal });
}

/** The header's unread count; the live client refreshes it (messagingKeys.all). */
export function useUnreadMessageCount() {
  return useQuery({
    queryKey: messagingKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadCount(signal),
    select: (answer) => answer.count,
    retry: 1,
  });
}
