import { adminUserPage } from '@brigade/shared/api/admin-user-answers';
import { adminUsersQuery, type AdminUserSummary } from '@brigade/shared/admin/users';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { apiPaths } from '@brigade/shared/routes';
import type { App } from '../../../http/app-types.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { requireUser } from '../../../http/require-user.ts';
import { listUsers } from '../../../services/admin/users/list-users.ts';

/** GET /api/admin/users?q&type&status&page&pageSize (admins): the Users list. */
export function registerListUsers(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.admin.users,
    {
      preValidation: requireUser(ctx, 'admin'),
      schema: {
        querystring: adminUsersQuery,
        doc: {
          summary: 'Every account, searched and filtered',
          access: ['admin'],
          answer: adminUserPage,
        },
      },
      compress: {},
    },
    async (request, reply): Promise<Page<AdminUserSummary>> => {
      void reply.header('cache-control', 'no-store');
      return listUsers(ctx, request.query);
    },
  );
}
