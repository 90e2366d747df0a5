import { ownResumeAnswer, resumeAnswer } from '@brigade/shared/api/resume-answers';
import type { ResumeView } from '@brigade/shared/resumes/resume-answers';
import { resumeInput } from '@brigade/shared/resumes/resume-input';
import { apiPaths } from '@brigade/shared/routes';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { readResume } from '../../services/resumes/read-resume.ts';
import { saveResume } from '../../services/resumes/save-resume.ts';

/** GET and PUT /api/resume: the signed-in applicant's own resume (null before the first save). */
export function registerOwnResumeRoutes(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.resume,
    {
      preValidation: requireUser(ctx, 'applicant'),
      schema: {
        doc: {
          summary: 'My resume (null before the first save)',
          access: ['applicant'],
          answer: ownResumeAnswer,
        },
      },
    },
    async (request, reply): Promise<{ resume: ResumeView | null }> => {
      void reply.header('cache-control', 'no-store');
      return {
        resume: await readResume(ctx, { applicantId: userOf(request).id }, userOf(request)),
      };
    },
  );
  app.put(
    apiPaths.resume,
    {
      preValidation: requireUser(ctx, 'applicant'),
      schema: {
        body: resumeInput,
        doc: { summary: 'Save my resume', access: ['applicant'], answer: resumeAnswer },
      },
    },
    async (request): Promise<{ resume: ResumeView }> => ({
      resume: await saveResume(ctx, userOf(request).id, request.body),
    }),
  );
}
