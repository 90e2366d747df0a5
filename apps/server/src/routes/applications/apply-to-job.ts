import { appliedAnswer } from '@brigade/shared/api/application-answers';
import { applyInput } from '@brigade/shared/applications/application-input';
import { rateLimits } from '../../config/rate-limits.ts';
import { AppError } from '../../core/app-error.ts';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { enforceRateLimit } from '../../services/rate-limit/enforce-rate-limit.ts';
import { isUuid } from '../../core/ids.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { applyToJob } from '../../services/applications/apply-to-job.ts';
import { announceApplicationChange } from '../../services/live/announce-application-change.ts';

/** POST /api/jobs/:id/applications: a signed-in applicant applies (once) to an open job. */
export function registerApplyToJob(app: App, ctx: AppContext): void {
  app.post(
    '/api/jobs/:id/applications',
    {
      preValidation: requireUser(ctx, 'applicant'),
      schema: {
        body: applyInput,
        doc: {
          summary: 'Apply to an open job, once',
          access: ['applicant'],
          status: 201,
          answer: appliedAnswer,
          errors: ['already_applied', 'job_not_open', 'resume_required', 'rate_limited'],
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      if (!isUuid(id)) throw new AppError('not_found');
      const applicant = userOf(request);
      await enforceRateLimit(ctx, request.ip, {
        action: 'apply',
        keys: [`account:${applicant.id}`],
        rule: rateLimits.apply,
      });
      const created = await applyToJob(ctx, applicant, id, request.body);
      await announceApplicationChange(ctx, request.log, created.id, 'restaurant');
      return reply.code(201).send(created);
    },
  );
}
