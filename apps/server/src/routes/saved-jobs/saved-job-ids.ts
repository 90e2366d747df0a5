import { savedJobIdsAnswer } from '@brigade/shared/api/saved-job-answers';
import type { SavedJobIds } from '@brigade/shared/jobs/saved-jobs';
import { apiPaths } from '@brigade/shared/routes';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { savedJobIds } from '../../services/saved-jobs/saved-job-ids.ts';

/**
 * GET /api/saved-jobs/ids (applicants): the ids of every job I saved, so Browse Jobs and job
 * pages can press their Save job toggles without the public search knowing who asks.
 */
export function registerSavedJobIds(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.savedJobs.ids,
    {
      preValidation: requireUser(ctx, 'applicant'),
      schema: {
        doc: {
          summary: 'The ids of every job I saved',
          access: ['applicant'],
          answer: savedJobIdsAnswer,
        },
      },
    },
    async (request, reply): Promise<SavedJobIds> => {
      void reply.header('cache-control', 'private, no-store');
      return savedJobIds(ctx, userOf(request).id);
    },
  );
}
