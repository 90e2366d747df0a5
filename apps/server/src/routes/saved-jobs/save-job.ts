import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { saveJob } from '../../services/saved-jobs/save-job.ts';
import { savedJobParams, savedJobRoute } from './saved-job-params.ts';

/**
 * PUT /api/saved-jobs/:jobId (applicants): "Save job". 204 whether it was just saved or already
 * was; 404 for a job the applicant cannot see (missing, removed, a draft, closed); 409
 * `saved_jobs_full` past the cap. Not rate-limited: it is idempotent and the cap bounds it.
 */
export function registerSaveJob(app: App, ctx: AppContext): void {
  app.put(
    savedJobRoute,
    {
      preValidation: requireUser(ctx, 'applicant'),
      schema: {
        params: savedJobParams,
        doc: {
          summary: 'Save a job to my Saved jobs (idempotent)',
          access: ['applicant'],
          status: 204,
          errors: ['saved_jobs_full'],
        },
      },
    },
    async (request, reply) => {
      await saveJob(ctx, userOf(request), request.params.jobId);
      return reply.code(204).send();
    },
  );
}
