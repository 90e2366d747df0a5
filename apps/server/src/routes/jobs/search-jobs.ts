import { jobSearchPage } from '@brigade/shared/api/job-answers';
import type { JobSearchPage } from '@brigade/shared/jobs/job-answers';
import { jobSearchQuery } from '@brigade/shared/jobs/job-search';
import { apiPaths } from '@brigade/shared/routes';
import { hasSessionCookie } from '../../auth/session-cookie.ts';
import { getSessionUser } from '../../auth/session-user.ts';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { searchJobs } from '../../services/jobs/search-jobs.ts';

/**
 * GET /api/jobs?q&role&employmentType&city&minPay&payPeriod&minTotal&currency&postedWithin&fits
 * &notApplied&sort&page&pageSize (Browse Jobs, public): a page of open jobs with the total, with their fit for a
 * signed-in applicant. Malformed parameters are dropped.
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
            "`minTotal` is the least estimated total a week (pay for the hours plus the venue's " +
            'typical tips: `totalPay` of each job). `currency` is the currency pay is read in. ' +
            'With `minPay` or `minTotal`, only jobs paying in it are compared. With `sort=pay` ' +
            '(or `sort=total`, by the estimated total), pay is ranked only within a currency, ' +
            'never across: jobs paying in `currency` first, highest first, then each other ' +
            'currency in turn (by code), then jobs that state none. Without `currency`, each ' +
            'currency in turn. For a ' +
            "signed-in applicant whose resume gives availability, each job's `fit` says how " +
            'many of its shifts they can work; `fits=true` keeps the jobs that fit and ' +
            '`sort=fit` puts the best fit first (both ignored for anyone else). ' +
            '`notApplied=true` leaves out the jobs a signed-in applicant has applied to ' +
            '(ignored for anyone else).',
          access: 'optional',
          answer: jobSearchPage,
        },
      },
      compress: {},
    },
    async (request, reply): Promise<JobSearchPage> => {
      // Only a session cookie costs a session lookup; the fit is the signed-in applicant's own.
      const viewer = hasSessionCookie(request.headers.cookie)
        ? await getSessionUser(ctx.auth, request)
        : null;
      if (viewer) void reply.header('cache-control', 'private, no-store');
      return searchJobs(ctx, request.query, viewer);
    },
  );
}
