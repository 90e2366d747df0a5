import { jobDetail } from '@brigade/shared/api/job-answers';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { boostJob } from '../../services/jobs/boost-job.ts';
import { jobIdParams, jobRoutes } from './job-route-params.ts';

/**
 * POST /api/jobs/:id/boost (whoever looks after the listing): spends one of the plan's boosts
 * this month; the open listing comes first in Browse Jobs, "Urgently hiring", for 7 days.
 */
export function registerBoostJob(app: App, ctx: AppContext): void {
  app.post(
    jobRoutes.boost,
    {
      preValidation: requireUser(ctx, 'restaurant'),
      schema: {
        params: jobIdParams,
        doc: {
          summary: 'Boost my open listing: first in Browse Jobs for 7 days',
          owner: true,
          access: ['restaurant'],
          answer: jobDetail,
          errors: ['boost_refused', 'job_removed', 'plan_boost_limit'],
        },
      },
    },
    async (request): Promise<JobDetail> => boostJob(ctx, userOf(request), request.params.id),
  );
}
