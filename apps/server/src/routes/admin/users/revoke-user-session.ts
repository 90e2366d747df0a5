import type { App } from '../../../http/app-types.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { requireUser, userOf } from '../../../http/require-user.ts';
import { revokeUserSessions } from '../../../services/admin/users/user-sessions.ts';
import { adminUserRoutes, userSessionParams } from './admin-user-routes.ts';

/** DELETE /api/admin/users/:id/sessions/:sessionId (admins): revokes one session; 204. */
export function registerRevokeUserSession(app: App, ctx: AppContext): void {
  app.delete(
    adminUserRoutes.session,
    {
      preValidation: requireUser(ctx, 'admin'),
      schema: {
        params: userSessionParams,
        doc: { summary: "Revoke one of a user's sessions", access: ['admin'], status: 204 },
      },
    },
    async (request, reply) => {
      await revokeUserSessions(
        ctx,
        { admin: userOf(request), ip: request.ip },
        request.params.id,
        request.params.sessionId,
      );
      return reply.code(204).send();
    },
  );
}
