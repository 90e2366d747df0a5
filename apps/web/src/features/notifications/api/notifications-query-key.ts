/** The bell's one cache entry; the live channel invalidates it on `notifications.changed`. */
export const notificationsQueryKey = ['notifications'] as const;
