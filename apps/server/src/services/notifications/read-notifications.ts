import type { NotificationsAnswer } from '@brigade/shared/notifications/notification-answers';
import type { SessionUser } from '@brigade/shared/session';
import { and, eq, inArray } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { notificationReads } from '../../db/schema/notification-reads.ts';
import { deriveNotifications, type DerivedNotification } from './derive-notifications.ts';
import type { AppContext } from '../../core/app-context.ts';

/** The derived notifications with their read state; `unreadCount` is the bell's badge. */
export async function withReadState(
  db: NodePgDatabase,
  userId: string,
  items: DerivedNotification[],
): Promise<NotificationsAnswer> {
  const ids = items.map((item) => item.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: notificationReads.notificationId })
          .from(notificationReads)
          .where(
            and(
              eq(notificationReads.userId, userId),
              inArray(notificationReads.notificationId, ids),
            ),
          );
  const read = new Set(rows.map((row) => row.id));
  const views = items.map((item) => ({ ...item, read: read.has(item.id) }));
  return { items: views, unreadCount: views.filter((item) => !item.read).length };
}

/** GET /api/notifications: the signed-in user's notifications, newest first. */
export async function readNotifications(
  ctx: AppContext,
  user: Pick<SessionUser, 'id' | 'userType'>,
  now = new Date(),
): Promise<NotificationsAnswer> {
  const { db } = ctx.database;
  return withReadState(db, user.id, await deriveNotifications(db, user, now));
}
