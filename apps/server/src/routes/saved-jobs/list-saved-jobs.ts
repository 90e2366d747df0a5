import { savedJobPage } from '@brigade/shared/api/saved-job-answers';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { savedJobsQuery, type SavedJob } from '@brigade/shared/jobs/saved-jobs';
import { apiPaths } from '@brigade/shared/routes';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { listSavedJobs } from '../../services/saved-jobs/list-saved-jobs.ts';

/** GET /api/saved-jobs?page&pageSize (applicants): my saved jobs, newest saved first. */
export function registerListSavedJobs(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.savedJobs.list,
    {
      preValidation: requireUser(ctx, 'applicant'),
      schema: {
        querystring: savedJobsQuery,
        doc: {
          summary: 'My saved jobs, newest first, each saying whether it still takes applications',
          access: ['applicant'],
          answer: savedJobPage,
        },
      },
    },
    async (request, reply): Promise<Page<SavedJob>> => {
      void reply.header('cache-control', 'private, no-store');
      return listSavedJobs(ctx, userOf(request).id, request.query);
    },
  );
}
