import { listingPage } from '@brigade/shared/api/job-answers';
import type { ListingSummary, Page } from '@brigade/shared/jobs/job-answers';
import { listingQuery } from '@brigade/shared/jobs/job-requests';
import { apiPaths } from '@brigade/shared/routes';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { listRestaurantJobs } from '../../services/jobs/list-restaurant-jobs.ts';

/**
 * GET /api/restaurant/jobs?status&q&page&pageSize (Manage Listings, restaurants): the signed-in
 * restaurant's own jobs with their application counts; `q` keeps those with it in their title
 * (the inbox's job filter).
 */
export function registerListRestaurantJobs(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.jobs.mine,
    {
      preValidation: requireUser(ctx, 'restaurant'),
      schema: {
        querystring: listingQuery,
        doc: {
          summary: 'My listings with their application counts (Manage Listings)',
          access: ['restaurant'],
          answer: listingPage,
        },
      },
      compress: {},
    },
    async (request, reply): Promise<Page<ListingSummary>> => {
      void reply.header('cache-control', 'no-store');
      return listRestaurantJobs(ctx, userOf(request), request.query);
    },
  );
}
