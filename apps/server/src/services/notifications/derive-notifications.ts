import type { SessionUser } from '@brigade/shared/session';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { applicantNotifications } from './applicant-notifications.ts';
import { unreadMessages } from './message-notifications.ts';
import { sourceLimit, type DerivedNotification } from './notification-source.ts';
import { restaurantNotifications } from './restaurant-notifications.ts';

export type { DerivedNotification } from './notification-source.ts';

/**
 * The user's notifications as of `now` (spec section 4), newest first: everyone's unread
 * messages, and a restaurant's (restaurant-notifications.ts) or an applicant's
 * (applicant-notifications.ts) own; admins get the messages only. At most
 * `notificationConfig.maxItems` (100): each source reads its newest 100, the merge keeps the
 * newest 100 overall.
 */
export async function deriveNotifications(
  db: NodePgDatabase,
  user: Pick<SessionUser, 'id' | 'userType'>,
  now: Date,
): Promise<DerivedNotification[]> {
  const [messages, own] = await Promise.all([
    unreadMessages(db, user.id),
    user.userType === 'restaurant'
      ? restaurantNotifications(db, user.id, now)
      : user.userType === 'applicant'
        ? applicantNotifications(db, user.id, now)
        : [],
  ]);
  const all = [...messages, ...own];
  // ISO strings of one format sort as their instants; the id breaks ties so the order is stable.
  all.sort((a, b) =>
    a.timestamp === b.timestamp ? b.id.localeCompare(a.id) : b.timestamp.localeCompare(a.timestamp),
  );
  return all.slice(0, sourceLimit);
}
