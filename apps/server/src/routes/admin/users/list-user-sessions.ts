import { adminUserSessions } from '@brigade/shared/api/admin-user-answers';
import type { AdminUserSession } from '@brigade/shared/admin/users';
import type { App } from '../../../http/app-types.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { requireUser } from '../../../http/require-user.ts';
import { listUserSessions } from '../../../services/admin/users/user-sessions.ts';
import { adminUserRoutes, userIdParams } from './admin-user-routes.ts';

/** GET /api/admin/users/:id/sessions (admins): the user's active sessions. */
export function registerListUserSessions(app: App, ctx: AppContext): void {
  app.get(
    adminUserRoutes.sessions,
    {
      preValidation: requireUser(ctx, 'admin'),
      schema: {
        params: userIdParams,
        doc: { summary: "A user's active sessions", access: ['admin'], answer: adminUserSessions },
      },
    },
    async (request, reply): Promise<{ sessions: AdminUserSession[] }> => {
      void reply.header('cache-control', 'no-store');
      return { sessions: await listUserSessions(ctx, request.params.id) };
    },
  );
}
