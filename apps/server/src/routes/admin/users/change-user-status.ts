import { adminUserSummary } from '@brigade/shared/api/admin-user-answers';
import { userStatusInput, type AdminUserSummary } from '@brigade/shared/admin/users';
import type { App } from '../../../http/app-types.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { requireUser, userOf } from '../../../http/require-user.ts';
import { changeUserStatus } from '../../../services/admin/users/change-user-status.ts';
import { adminUserRoutes, userIdParams } from './admin-user-routes.ts';

/** PUT /api/admin/users/:id/status { isActive, reason? } (admins): deactivate or reactivate. */
export function registerChangeUserStatus(app: App, ctx: AppContext): void {
  app.put(
    adminUserRoutes.status,
    {
      preValidation: requireUser(ctx, 'admin'),
      schema: {
        params: userIdParams,
        body: userStatusInput,
        doc: {
          summary: 'Deactivate or reactivate a user',
          access: ['admin'],
          answer: adminUserSummary,
          errors: ['own_account_protected'],
        },
      },
    },
    async (request): Promise<AdminUserSummary> =>
      changeUserStatus(
        ctx,
        { admin: userOf(request), ip: request.ip },
        request.params.id,
        request.body,
      ),
  );
}
