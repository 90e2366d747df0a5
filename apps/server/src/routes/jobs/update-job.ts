import { jobDetail } from '@brigade/shared/api/job-answers';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { jobInput } from '@brigade/shared/jobs/job-input';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { updateJob } from '../../services/jobs/update-job.ts';
import { jobIdParams, jobRoutes } from './job-route-params.ts';

/** PUT /api/jobs/:id (the posting restaurant): `jobInput` replaces the job; answers its JobDetail. */
export function registerUpdateJob(app: App, ctx: AppContext): void {
  app.put(
    jobRoutes.job,
    {
      preValidation: requireUser(ctx, 'restaurant'),
      schema: {
        params: jobIdParams,
        body: jobInput,
        doc: {
          summary: 'Edit my job',
          owner: true,
          access: ['restaurant'],
          answer: jobDetail,
          errors: ['job_removed'],
        },
      },
    },
    async (request): Promise<JobDetail> =>
      updateJob(ctx, userOf(request), request.params.id, request.body),
  );
}
