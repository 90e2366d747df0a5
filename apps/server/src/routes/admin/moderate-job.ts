import { moderatedJobAnswer } from '@brigade/shared/api/admin-answers';
import { jobModerationInput } from '@brigade/shared/admin/job-moderation';
import { apiPaths } from '@brigade/shared/routes';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { moderateJob } from '../../services/admin/moderate-job.ts';

/** POST /api/admin/jobs/:id/moderation { action, reason } (admins): close or remove a job. */
export function registerModerateJob(app: App, ctx: AppContext): void {
  app.post(
    `${apiPaths.admin.jobs}/:id/moderation`,
    {
      preValidation: requireUser(ctx, 'admin'),
      schema: {
        params: z.object({ id: z.string() }),
        body: jobModerationInput,
        doc: {
          summary: 'Close or remove a job, with a reason',
          access: ['admin'],
          answer: moderatedJobAnswer,
          errors: ['job_removed'],
        },
      },
    },
    async (request) =>
      moderateJob(ctx, userOf(request), request.params.id, request.body, request.ip),
  );
}
