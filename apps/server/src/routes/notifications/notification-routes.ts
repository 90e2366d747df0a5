import { notificationsAnswer } from '@brigade/shared/api/other-answers';
import type { NotificationsAnswer } from '@brigade/shared/notifications/notification-answers';
import { markNotificationsReadInput } from '@brigade/shared/notifications/notification-input';
import { apiPaths } from '@brigade/shared/routes';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { markNotificationsRead } from '../../services/notifications/mark-notifications-read.ts';
import { readNotifications } from '../../services/notifications/read-notifications.ts';

/**
 * The notification bell, for any signed-in user:
 * GET /api/notifications (newest first, with the unread count) and
 * POST /api/notifications/read ({ ids } or { all: true }), which answers the list as it now is
 * and tells the user's other open tabs (live channel).
 */
export function registerNotificationRoutes(app: App, ctx: AppContext): void {
  const signedIn = { preValidation: requireUser(ctx) };

  app.get(
    apiPaths.notifications.list,
    {
      ...signedIn,
      schema: {
        doc: {
          summary: 'My notifications, newest first, and the unread count',
          access: 'signed-in',
          answer: notificationsAnswer,
        },
      },
    },
    async (request, reply): Promise<NotificationsAnswer> => {
      // Derived per request and personal: never kept by the browser or a proxy.
      void reply.header('cache-control', 'no-store');
      return readNotifications(ctx, userOf(request));
    },
  );
  app.post(
    apiPaths.notifications.read,
    {
      ...signedIn,
      schema: {
        body: markNotificationsReadInput,
        doc: {
          summary: 'Mark some or all of my notifications read',
          access: 'signed-in',
          answer: notificationsAnswer,
        },
      },
    },
    async (request): Promise<NotificationsAnswer> => {
      const user = userOf(request);
      const answer = await markNotificationsRead(ctx, user, request.body);
      // The user's other tabs and devices update their badge at once. A failed nudge is only
      // logged: the marks are stored, and the bells read them within a minute anyway.
      await ctx.live
        .publish([user.id], { type: 'notifications.changed' })
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'the live notice of read notifications failed');
        });
      return answer;
    },
  );
}
