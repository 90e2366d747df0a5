import { listingStatsAnswer } from '@brigade/shared/api/job-answers';
import type { ListingStats } from '@brigade/shared/jobs/job-answers';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { readListingStats } from '../../services/jobs/listing-stats.ts';
import { noteJobView } from '../../services/jobs/job-views.ts';
import { getSessionUser } from '../../auth/session-user.ts';
import { jobIdParams, jobRoutes } from './job-route-params.ts';

/**
 * GET /api/jobs/:id/stats (those who look after the listing, on Growth or Scale), and POST
 * /api/jobs/:id/views, which the job page sends once each time a browser opens it.
 */
export function registerListingStats(app: App, ctx: AppContext): void {
  app.post(
    jobRoutes.views,
    {
      schema: {
        params: jobIdParams,
        doc: {
          summary: "A job page was opened (a view for the listing's statistics)",
          access: 'optional',
          status: 204,
        },
      },
    },
    async (request, reply) => {
      const viewer = await getSessionUser(ctx.auth, request);
      await noteJobView(ctx, viewer, request.params.id, request.headers['user-agent']);
      return reply.code(204).send();
    },
  );
  app.get(
    jobRoutes.stats,
    {
      preValidation: requireUser(ctx, 'restaurant'),
      schema: {
        params: jobIdParams,
        doc: {
          summary: "My listing's statistics: views, applications, how applicants fit",
          owner: true,
          access: ['restaurant'],
          answer: listingStatsAnswer,
          errors: ['plan_stats_required'],
        },
      },
    },
    async (request): Promise<ListingStats> =>
      readListingStats(ctx, userOf(request), request.params.id),
  );
}
