import { applicationPage } from '@brigade/shared/api/application-answers';
import type { ApplicationSummary } from '@brigade/shared/applications/application-answers';
import { applicationListQuery } from '@brigade/shared/applications/application-list-query';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { apiPaths } from '@brigade/shared/routes';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { listApplications } from '../../services/applications/list-applications.ts';

/**
 * GET /api/applicant/applications: the applicant's own applications.
 * GET /api/restaurant/applications: every application to the restaurant's jobs (its inbox).
 * Both filter by job and status, newest first, paginated.
 */
export function registerListApplications(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.applicantApplications,
    {
      preValidation: requireUser(ctx, 'applicant'),
      schema: {
        querystring: applicationListQuery,
        doc: { summary: 'My applications', access: ['applicant'], answer: applicationPage },
      },
    },
    async (request): Promise<Page<ApplicationSummary>> =>
      listApplications(ctx, { applicantId: userOf(request).id }, request.query),
  );
  app.get(
    apiPaths.restaurantApplications,
    {
      preValidation: requireUser(ctx, 'restaurant'),
      schema: {
        querystring: applicationListQuery,
        doc: {
          summary: 'Applications to my jobs (the inbox)',
          access: ['restaurant'],
          answer: applicationPage,
        },
      },
    },
    async (request): Promise<Page<ApplicationSummary>> =>
      listApplications(ctx, { member: userOf(request) }, request.query),
  );
}
