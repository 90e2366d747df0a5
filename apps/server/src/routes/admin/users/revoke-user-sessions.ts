import type { App } from '../../../http/app-types.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { requireUser, userOf } from '../../../http/require-user.ts';
import { revokeUserSessions } from '../../../services/admin/users/user-sessions.ts';
import { adminUserRoutes, userIdParams } from './admin-user-routes.ts';

/** DELETE /api/admin/users/:id/sessions (admins): revokes all the user's sessions; 204. */
export function registerRevokeUserSessions(app: App, ctx: AppContext): void {
  app.delete(
    adminUserRoutes.sessions,
    {
      preValidation: requireUser(ctx, 'admin'),
      schema: {
        params: userIdParams,
        doc: { summary: "Revoke all of a user's sessions", access: ['admin'], status: 204 },
      },
    },
    async (request, reply) => {
      await revokeUserSessions(ctx, { admin: userOf(request), ip: request.ip }, request.params.id);
      return reply.code(204).send();
    },
  );
}
