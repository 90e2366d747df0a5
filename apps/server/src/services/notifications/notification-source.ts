import { notificationConfig } from '@brigade/shared/constants';
import type { NotificationView } from '@brigade/shared/notifications/notification-answers';

/**
 * What every source of the bell shares (derive-notifications.ts merges them): a notification
 * before its read state is looked up, how many each source reads, and a person's name.
 */
export type DerivedNotification = Omit<NotificationView, 'read'>;

export const sourceLimit = notificationConfig.maxItems;

export const fullName = (person: { firstName: string | null; lastName: string | null }) =>
  `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
