import { useQuery } from '@tanstack/react-query';
import { notificationConfig } from '@brigade/shared/constants';
import type { NotificationsAnswer } from '@brigade/shared/notifications/notification-answers';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';
import { notificationsQueryKey } from './notifications-query-key.ts';

/** GET /api/notifications: mine, newest first, with the unread count. */
export function getNotifications(signal?: AbortSignal): Promise<NotificationsAnswer> {
  return apiFetch<NotificationsAnswer>(apiPaths.notifications.list, { signal });
}

/** The notifications, read again every 60 seconds while the page is visible (spec section 4). */
export function useNotifications() {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: notificationConfig.pollIntervalMs,
    retry: 1,
  });
}
