import { resumeAnswer, resumeCardPage } from '@brigade/shared/api/resume-answers';
import type { Page } from '@brigade/shared/jobs/job-answers';
import type { ResumeCard, ResumeView } from '@brigade/shared/resumes/resume-answers';
import { resumeSearchQuery } from '@brigade/shared/resumes/resume-search';
import { apiPaths } from '@brigade/shared/routes';
import { AppError } from '../../core/app-error.ts';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { isUuid } from '../../core/ids.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { canReadResume } from '../../policies/resume-policy.ts';
import { readResume } from '../../services/resumes/read-resume.ts';
import { searchResumes } from '../../services/resumes/search-resumes.ts';

/**
 * GET /api/resumes: Browse Applicants (restaurants and admins), visible resumes only; fitted to
 * one of the restaurant's own listings with `fitJobId` (another's: 403, unknown: 404).
 * GET /api/resumes/:id: one resume for whoever may read it (resume policy), else 404.
 */
export function registerBrowseResumes(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.resumes,
    {
      preValidation: requireUser(ctx, 'restaurant', 'admin'),
      schema: {
        querystring: resumeSearchQuery,
        doc: {
          summary: 'Search visible resumes (Browse Applicants)',
          description:
            "With `fitJobId` (one of the signed-in restaurant's own listings; another's is 403, " +
            "an unknown one 404), each resume's `fit` says how its availability covers that job's " +
            'shifts, and `sort=fit` puts the best fit first.',
          access: ['restaurant', 'admin'],
          answer: resumeCardPage,
          errors: ['not_found'],
        },
      },
    },
    async (request): Promise<Page<ResumeCard>> =>
      searchResumes(ctx, request.query, userOf(request)),
  );
  app.get(
    `${apiPaths.resumes}/:id`,
    {
      preValidation: requireUser(ctx),
      schema: {
        doc: {
          summary: 'One resume, for whoever may read it',
          access: 'signed-in',
          answer: resumeAnswer,
        },
      },
    },
    async (request): Promise<{ resume: ResumeView }> => {
      const { id } = request.params as { id: string };
      const resume = isUuid(id) ? await readResume(ctx, { id }, userOf(request)) : null;
      if (!resume || !(await canReadResume(ctx.database.db, userOf(request), resume))) {
        throw new AppError('not_found');
      }
      return { resume };
    },
  );
}
