import type { LiveEvent } from '@brigade/shared/live-events';
import { messagingKeys } from '../../features/messaging/api/messaging-keys.ts';
import { notificationsQueryKey } from '../../features/notifications/api/notifications-query-key.ts';

/**
 * Which cached queries a live event makes out of date. Messaging is refreshed as a whole (the
 * list, the unread count, the open thread: each is one small request); the open thread also
 * gets the message at once from its own listener, without waiting for the refetch.
 */
export function staleKeysFor(event: LiveEvent): readonly (readonly string[])[] {
  switch (event.type) {
    case 'message.created':
      return [messagingKeys.all, notificationsQueryKey];
    case 'messages.read':
      return [messagingKeys.all];
    case 'notifications.changed':
      return [notificationsQueryKey];
  }
}

/** After a reconnection anything may have been missed: everything live-fed is refetched. */
export const staleKeysAfterReconnect = [messagingKeys.all, notificationsQueryKey] as const;
