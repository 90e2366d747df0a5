import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { unsaveJob } from '../../services/saved-jobs/unsave-job.ts';
import { savedJobParams, savedJobRoute } from './saved-job-params.ts';

/** DELETE /api/saved-jobs/:jobId (applicants): unsave; 204 whether or not it was saved. */
export function registerUnsaveJob(app: App, ctx: AppContext): void {
  app.delete(
    savedJobRoute,
    {
      preValidation: requireUser(ctx, 'applicant'),
      schema: {
        params: savedJobParams,
        doc: {
          summary: 'Remove a job from my Saved jobs (idempotent)',
          access: ['applicant'],
          status: 204,
        },
      },
    },
    async (request, reply) => {
      await unsaveJob(ctx, userOf(request).id, request.params.jobId);
      return reply.code(204).send();
    },
  );
}
