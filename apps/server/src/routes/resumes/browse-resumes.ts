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
 * GET /api/resumes: Browse Applicants (restaurants and admins), visible resumes only.
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
          access: ['restaurant', 'admin'],
          answer: resumeCardPage,
        },
      },
    },
    async (request): Promise<Page<ResumeCard>> => searchResumes(ctx, request.query),
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
      const resume = isUuid(id) ? await readResume(ctx, { id }) : null;
      if (!resume || !(await canReadResume(ctx.database.db, userOf(request), resume))) {
        throw new AppError('not_found');
      }
      return { resume };
    },
  );
}
