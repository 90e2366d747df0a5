import { adminOverview } from '@brigade/shared/api/admin-answers';
import { adminOverviewQuery, type AdminOverview } from '@brigade/shared/admin/overview';
import { apiPaths } from '@brigade/shared/routes';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser } from '../../http/require-user.ts';
import { readOverview } from '../../services/admin/read-overview.ts';

/** GET /api/admin/overview?tz (admins): the dashboard's key figures and 30-day series. */
export function registerGetOverview(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.admin.overview,
    {
      preValidation: requireUser(ctx, 'admin'),
      schema: {
        querystring: adminOverviewQuery,
        doc: {
          summary: "The dashboard's figures and 30-day series",
          access: ['admin'],
          answer: adminOverview,
        },
      },
    },
    async (request, reply): Promise<AdminOverview> => {
      void reply.header('cache-control', 'no-store');
      return readOverview(ctx, request.query.tz);
    },
  );
}
