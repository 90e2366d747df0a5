import { adminJobPage } from '@brigade/shared/api/admin-answers';
import { adminJobsQuery, type AdminJobSummary } from '@brigade/shared/admin/job-moderation';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { apiPaths } from '@brigade/shared/routes';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser } from '../../http/require-user.ts';
import { listAdminJobs } from '../../services/admin/list-admin-jobs.ts';

/** GET /api/admin/jobs?q&status&page&pageSize (admins): every job, for moderation. */
export function registerListAdminJobs(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.admin.jobs,
    {
      preValidation: requireUser(ctx, 'admin'),
      schema: {
        querystring: adminJobsQuery,
        doc: { summary: 'Every job, for moderation', access: ['admin'], answer: adminJobPage },
      },
      compress: {},
    },
    async (request, reply): Promise<Page<AdminJobSummary>> => {
      void reply.header('cache-control', 'no-store');
      return listAdminJobs(ctx, request.query);
    },
  );
}
