/** The notifications feature as other features see it: the bell's query, to refresh it. */
export { notificationsQueryKey } from './api/notifications-query-key.ts';
