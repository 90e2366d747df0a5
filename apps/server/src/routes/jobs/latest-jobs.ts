import { latestJobsAnswer } from '@brigade/shared/api/job-answers';
import type { JobSummary } from '@brigade/shared/jobs/job-answers';
import { latestJobsQuery } from '@brigade/shared/jobs/job-requests';
import { apiPaths } from '@brigade/shared/routes';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { latestJobs } from '../../services/jobs/latest-jobs.ts';

/** GET /api/jobs/latest?limit=1–12 (6): the home page's newest open jobs, `{ items }`. */
export function registerLatestJobs(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.jobs.latest,
    {
      schema: {
        querystring: latestJobsQuery,
        doc: { summary: 'The newest open jobs (the home page)', answer: latestJobsAnswer },
      },
    },
    async (request): Promise<{ items: JobSummary[] }> => ({
      items: await latestJobs(ctx, request.query.limit),
    }),
  );
}
