import type { App } from '../../../http/app-types.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { requireUser, userOf } from '../../../http/require-user.ts';
import { deleteUser } from '../../../services/admin/users/delete-user.ts';
import { adminUserRoutes, userIdParams } from './admin-user-routes.ts';

/** DELETE /api/admin/users/:id (admins): the account and all its data; 204. */
export function registerDeleteUser(app: App, ctx: AppContext): void {
  app.delete(
    adminUserRoutes.user,
    {
      preValidation: requireUser(ctx, 'admin'),
      schema: {
        params: userIdParams,
        doc: {
          summary: 'Delete a user and all their data',
          access: ['admin'],
          status: 204,
          errors: ['own_account_protected'],
        },
      },
    },
    async (request, reply) => {
      await deleteUser(
        ctx,
        { admin: userOf(request), ip: request.ip },
        request.log,
        request.params.id,
      );
      return reply.code(204).send();
    },
  );
}
