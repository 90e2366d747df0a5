import { jobDetail } from '@brigade/shared/api/job-answers';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { jobCreateInput } from '@brigade/shared/jobs/job-requests';
import { apiPaths } from '@brigade/shared/routes';
import type { FastifyRequest } from 'fastify';
import { rateLimits } from '../../config/rate-limits.ts';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { enforceRateLimit } from '../../services/rate-limit/enforce-rate-limit.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { createJob } from '../../services/jobs/create-job.ts';

/**
 * POST /api/jobs (Post a Job, restaurants): `jobCreateInput`; answers 201 with the JobDetail
 * (a draft, or open when `publish` is true). Rate-limited per account, invalid attempts included.
 */
export function registerCreateJob(app: App, ctx: AppContext): void {
  const perAccount = (request: FastifyRequest) =>
    enforceRateLimit(ctx, request.ip, {
      action: 'post-job',
      keys: [`account:${userOf(request).id}`],
      rule: rateLimits.postJob,
    });
  app.post(
    apiPaths.jobs.search,
    {
      preValidation: [requireUser(ctx, 'restaurant'), perAccount],
      schema: {
        body: jobCreateInput,
        doc: {
          summary: 'Post a job (a draft, or open at once with `publish`)',
          access: ['restaurant'],
          status: 201,
          answer: jobDetail,
          errors: ['venue_name_required', 'plan_listing_limit', 'rate_limited'],
        },
      },
    },
    async (request, reply): Promise<JobDetail> => {
      const job = await createJob(ctx, userOf(request), request.body);
      return reply.code(201).send(job);
    },
  );
}
