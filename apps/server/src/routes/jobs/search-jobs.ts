import { jobSearchPage } from '@brigade/shared/api/job-answers';
import type { JobSearchPage } from '@brigade/shared/jobs/job-answers';
import { jobSearchQuery } from '@brigade/shared/jobs/job-search';
import { apiPaths } from '@brigade/shared/routes';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { searchJobs } from '../../services/jobs/search-jobs.ts';

/**
 * GET /api/jobs?q&role&employmentType&city&minPay&payPeriod&currency&postedWithin&sort&page
 * &pageSize (Browse Jobs, public): a page of open jobs with the total. Malformed parameters are
 * dropped.
 */
export function registerSearchJobs(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.jobs.search,
    {
      schema: {
        querystring: jobSearchQuery,
        doc: {
          summary: 'Search open jobs (Browse Jobs)',
          description:
            '`currency` is the currency pay is read in. With `minPay`, only jobs paying in it are ' +
            'compared. With `sort=pay`, pay is ranked only within a currency, never across: jobs ' +
            'paying in `currency` first, highest first, then each other currency in turn (by ' +
            'code), then jobs that state none. Without `currency`, each currency in turn.',
          answer: jobSearchPage,
        },
      },
      compress: {},
    },
    async (request): Promise<JobSearchPage> => searchJobs(ctx, request.query),
  );
}
