import { applicationCounts } from '@brigade/shared/api/other-answers';
import type { ApplicationCounts } from '@brigade/shared/applications/application-answers';
import { apiPaths } from '@brigade/shared/routes';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { countApplicantApplications } from '../../services/applications/count-applications.ts';

/** GET /api/applicant/applications/counts: the signed-in applicant's applications by status. */
export function registerCountApplications(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.applicantApplicationCounts,
    {
      preValidation: requireUser(ctx, 'applicant'),
      schema: {
        doc: {
          summary: 'How many of my applications are in each status',
          access: ['applicant'],
          answer: applicationCounts,
        },
      },
    },
    async (request, reply): Promise<ApplicationCounts> => {
      // Changes with every application and status move: never from a cache.
      void reply.header('cache-control', 'no-store');
      return countApplicantApplications(ctx, userOf(request).id);
    },
  );
}
