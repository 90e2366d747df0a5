import type { MarkNotificationsReadInput } from '@brigade/shared/notifications/notification-input';
import type { NotificationsAnswer } from '@brigade/shared/notifications/notification-answers';
import type { SessionUser } from '@brigade/shared/session';
import { notificationReads } from '../../db/schema/notification-reads.ts';
import { deriveNotifications } from './derive-notifications.ts';
import { withReadState } from './read-notifications.ts';
import type { AppContext } from '../../core/app-context.ts';

/**
 * Marks the given notifications read, or all of the user's current ones (`{ all: true }`), and
 * answers the list as it now is. Only ids among the user's current notifications are stored: an
 * id from anywhere else (another user's, made up, gone since) is ignored, so the table holds
 * nothing a client invented. Marking twice is harmless (on conflict do nothing).
 */
export async function markNotificationsRead(
  ctx: AppContext,
  user: Pick<SessionUser, 'id' | 'userType'>,
  input: MarkNotificationsReadInput,
  now = new Date(),
): Promise<NotificationsAnswer> {
  const { db } = ctx.database;
  const items = await deriveNotifications(db, user, now);
  const wanted = 'all' in input ? null : new Set(input.ids);
  const ids = items.map((item) => item.id).filter((id) => !wanted || wanted.has(id));
  if (ids.length > 0) {
    await db
      .insert(notificationReads)
      .values(ids.map((notificationId) => ({ userId: user.id, notificationId })))
      .onConflictDoNothing();
  }
  return withReadState(db, user.id, items);
}
