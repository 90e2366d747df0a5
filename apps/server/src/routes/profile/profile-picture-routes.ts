import { sessionAnswer } from '@brigade/shared/api/account-answers';
import { apiPaths } from '@brigade/shared/routes';
import type { SessionAnswer } from '@brigade/shared/session';
import type { FastifyRequest } from 'fastify';
import { rateLimits } from '../../config/rate-limits.ts';
import type { App } from '../../http/app-types.ts';
import { acceptSingleFile, readSingleFile } from '../../http/single-file-upload.ts';
import type { AppContext } from '../../core/app-context.ts';
import { enforceRateLimit } from '../../services/rate-limit/enforce-rate-limit.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { removeProfilePicture } from '../../services/profiles/remove-profile-picture.ts';
import { saveProfilePicture } from '../../services/profiles/save-profile-picture.ts';

/**
 * POST /api/profile/picture (multipart, one file) sets the signed-in user's picture; DELETE
 * removes it. Both answer `{ user }`, the updated session user, so the header can show it.
 */
export function registerProfilePictureRoutes(app: App, ctx: AppContext): void {
  const perAccount = (request: FastifyRequest) =>
    enforceRateLimit(ctx, request.ip, {
      action: 'profile-picture',
      keys: [`account:${userOf(request).id}`],
      rule: rateLimits.profilePicture,
    });
  const preValidation = [requireUser(ctx), perAccount];

  void app.register(async (scope) => {
    await acceptSingleFile(scope);
    scope.post(
      apiPaths.profilePicture,
      {
        preValidation,
        schema: {
          doc: {
            summary: 'Set my profile picture (multipart, one image)',
            access: 'signed-in',
            upload: true,
            answer: sessionAnswer,
            errors: [
              'rate_limited',
              'file_empty',
              'file_too_large',
              'file_type_not_allowed',
              'file_type_unsafe',
            ],
          },
        },
      },
      async (request): Promise<SessionAnswer> => {
        const user = await saveProfilePicture(
          ctx,
          userOf(request),
          await readSingleFile(request),
          request.ip,
        );
        return { user };
      },
    );
  });

  app.delete(
    apiPaths.profilePicture,
    {
      preValidation,
      schema: {
        doc: {
          summary: 'Remove my profile picture',
          access: 'signed-in',
          answer: sessionAnswer,
          errors: ['rate_limited'],
        },
      },
    },
    async (request): Promise<SessionAnswer> => ({
      user: await removeProfilePicture(ctx, userOf(request).id),
    }),
  );
}
