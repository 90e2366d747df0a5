import { jobDetail } from '@brigade/shared/api/job-answers';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { getSessionUser } from '../../auth/session-user.ts';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { readJob } from '../../services/jobs/read-job.ts';
import { jobIdParams, jobRoutes } from './job-route-params.ts';

/**
 * GET /api/jobs/:id: the job page. Open jobs are public; a draft or closed job is shown only to
 * its restaurant and to admins, and is 404 for everyone else.
 */
export function registerGetJob(app: App, ctx: AppContext): void {
  app.get(
    jobRoutes.job,
    {
      schema: {
        params: jobIdParams,
        doc: {
          summary: "A job's page (drafts and closed jobs only for their restaurant and admins)",
          access: 'optional',
          answer: jobDetail,
        },
      },
    },
    async (request, reply): Promise<JobDetail> => {
      // The answer depends on who asks (canEdit, myApplicationId, unpublished jobs).
      void reply.header('cache-control', 'private, no-store');
      const viewer = await getSessionUser(ctx.auth, request);
      return readJob(ctx, viewer, request.params.id);
    },
  );
}
