import { adminUserDetail } from '@brigade/shared/api/admin-user-answers';
import type { AdminUserDetail } from '@brigade/shared/admin/users';
import type { App } from '../../../http/app-types.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { requireUser, userOf } from '../../../http/require-user.ts';
import { getUserDetail } from '../../../services/admin/users/get-user-detail.ts';
import { adminUserRoutes, userIdParams } from './admin-user-routes.ts';

/** GET /api/admin/users/:id (admins): one user's page. */
export function registerGetUser(app: App, ctx: AppContext): void {
  app.get(
    adminUserRoutes.user,
    {
      preValidation: requireUser(ctx, 'admin'),
      schema: {
        params: userIdParams,
        doc: { summary: "One user's page", access: ['admin'], answer: adminUserDetail },
      },
    },
    async (request, reply): Promise<AdminUserDetail> => {
      void reply.header('cache-control', 'no-store');
      return getUserDetail(ctx, userOf(request), request.params.id);
    },
  );
}
