import { ownResumeAnswer, resumeAnswer } from '@brigade/shared/api/resume-answers';
import type { ResumeView } from '@brigade/shared/resumes/resume-answers';
import { apiPaths } from '@brigade/shared/routes';
import { create as contentDisposition } from 'content-disposition';
import { eq } from '../../db/sql.ts';
import type { FastifyRequest } from 'fastify';
import { rateLimits } from '../../config/rate-limits.ts';
import { resumes } from '../../db/schema/resumes.ts';
import { AppError } from '../../core/app-error.ts';
import type { App } from '../../http/app-types.ts';
import { acceptSingleFile, readSingleFile } from '../../http/single-file-upload.ts';
import type { AppContext } from '../../core/app-context.ts';
import { enforceRateLimit } from '../../services/rate-limit/enforce-rate-limit.ts';
import { isUuid } from '../../core/ids.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { canReadResume } from '../../policies/resume-policy.ts';
import { removeResumeCv, saveResumeCv } from '../../services/resumes/resume-cv.ts';

/**
 * POST /api/resume/cv (multipart, one file) and DELETE /api/resume/cv: the applicant's CV.
 * GET /api/resumes/:id/cv: the CV for whoever may read that resume (its owner, admins, any
 * restaurant for a visible resume, the restaurants it applied to for a private one), as an
 * attachment with nosniff — never rendered from our origin. Anyone else gets 404.
 */
export function registerResumeCvRoutes(app: App, ctx: AppContext): void {
  const perAccount = (request: FastifyRequest) =>
    enforceRateLimit(ctx, request.ip, {
      action: 'resume-cv',
      keys: [`account:${userOf(request).id}`],
      rule: rateLimits.resumeCv,
    });
  const preValidation = [requireUser(ctx, 'applicant'), perAccount];

  void app.register(async (scope) => {
    await acceptSingleFile(scope);
    scope.post(
      apiPaths.resumeCv,
      {
        preValidation,
        schema: {
          doc: {
            summary: 'Add a CV to my resume (multipart, one PDF or Word file)',
            access: ['applicant'],
            upload: true,
            answer: resumeAnswer,
            errors: [
              'rate_limited',
              'resume_missing',
              'file_empty',
              'file_too_large',
              'file_type_not_allowed',
              'file_type_unsafe',
            ],
          },
        },
      },
      async (request): Promise<{ resume: ResumeView }> => {
        const resume = await saveResumeCv(
          ctx,
          userOf(request),
          await readSingleFile(request),
          request.ip,
        );
        return { resume };
      },
    );
  });

  const removeDoc = {
    summary: 'Remove the CV from my resume',
    access: ['applicant'],
    answer: ownResumeAnswer,
    errors: ['rate_limited'],
  } as const;
  app.delete(apiPaths.resumeCv, { preValidation, schema: { doc: removeDoc } }, async (request) => ({
    resume: await removeResumeCv(ctx, userOf(request)),
  }));

  app.get(
    `${apiPaths.resumes}/:id/cv`,
    {
      preValidation: requireUser(ctx),
      schema: {
        doc: {
          summary: "A resume's CV, as an attachment, for whoever may read the resume",
          access: 'signed-in',
          answer: 'application/octet-stream',
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const [resume] = isUuid(id)
        ? await ctx.database.db.select().from(resumes).where(eq(resumes.id, id))
        : [];
      const allowed = resume && (await canReadResume(ctx.database.db, userOf(request), resume));
      const file = allowed && resume.cvKey ? await ctx.storage.read(resume.cvKey) : null;
      if (!resume || !file) throw new AppError('not_found');
      return reply
        .headers({
          'content-type': resume.cvFileType ?? 'application/octet-stream',
          'content-length': String(file.size),
          'content-disposition': contentDisposition(resume.cvFileName ?? 'cv'),
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        })
        .send(file.body);
    },
  );
}
