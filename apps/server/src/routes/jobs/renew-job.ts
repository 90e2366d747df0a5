import { jobDetail } from '@brigade/shared/api/job-answers';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { renewJob } from '../../services/jobs/renew-job.ts';
import { jobIdParams, jobRoutes } from './job-route-params.ts';

/**
 * POST /api/jobs/:id/renew (the posting restaurant): an open listing stays open another 60 days
 * from now; an expired one reopens for 60 days. Answers the JobDetail, or 409
 * `listing_not_renewable` for a draft or a listing closed by hand or by an admin.
 */
export function registerRenewJob(app: App, ctx: AppContext): void {
  app.post(
    jobRoutes.renew,
    {
      preValidation: requireUser(ctx, 'restaurant'),
      schema: {
        params: jobIdParams,
        doc: {
          summary: 'Renew my listing for another 60 days (reopens an expired one)',
          owner: true,
          access: ['restaurant'],
          answer: jobDetail,
          errors: ['listing_not_renewable', 'job_removed', 'plan_listing_limit'],
        },
      },
    },
    async (request): Promise<JobDetail> => renewJob(ctx, userOf(request), request.params.id),
  );
}
