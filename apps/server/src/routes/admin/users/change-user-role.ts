import { adminUserSummary } from '@brigade/shared/api/admin-user-answers';
import { userRoleInput, type AdminUserSummary } from '@brigade/shared/admin/users';
import type { App } from '../../../http/app-types.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { requireUser, userOf } from '../../../http/require-user.ts';
import { changeUserRole } from '../../../services/admin/users/change-user-role.ts';
import { adminUserRoutes, userIdParams } from './admin-user-routes.ts';

/** PUT /api/admin/users/:id/role { userType } (admins): another role, from the next sign-in. */
export function registerChangeUserRole(app: App, ctx: AppContext): void {
  app.put(
    adminUserRoutes.role,
    {
      preValidation: requireUser(ctx, 'admin'),
      schema: {
        params: userIdParams,
        body: userRoleInput,
        doc: {
          summary: "Change a user's role (from their next sign-in)",
          access: ['admin'],
          answer: adminUserSummary,
          errors: ['own_account_protected'],
        },
      },
    },
    async (request): Promise<AdminUserSummary> =>
      changeUserRole(
        ctx,
        { admin: userOf(request), ip: request.ip },
        request.params.id,
        request.body.userType,
      ),
  );
}
