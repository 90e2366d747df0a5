import { jobDetail } from '@brigade/shared/api/job-answers';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { jobStatusInput } from '@brigade/shared/jobs/job-requests';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { changeJobStatus } from '../../services/jobs/change-job-status.ts';
import { jobIdParams, jobRoutes } from './job-route-params.ts';

/**
 * POST /api/jobs/:id/status { status } (the posting restaurant): open, close or reopen; answers
 * the JobDetail, or 409 `status_move_refused` for a move the map does not allow
 * (`hours_required` when opening a job without its hours a week, `pay_required` without its pay
 * for a venue in the EU).
 */
export function registerChangeJobStatus(app: App, ctx: AppContext): void {
  app.post(
    jobRoutes.status,
    {
      preValidation: requireUser(ctx, 'restaurant'),
      schema: {
        params: jobIdParams,
        body: jobStatusInput,
        doc: {
          summary: 'Publish, close or reopen my job',
          owner: true,
          access: ['restaurant'],
          answer: jobDetail,
          errors: [
            'status_move_refused',
            'job_removed',
            'hours_required',
            'pay_required',
            'plan_listing_limit',
          ],
        },
      },
    },
    async (request): Promise<JobDetail> =>
      changeJobStatus(ctx, userOf(request), request.params.id, request.body.status),
  );
}
