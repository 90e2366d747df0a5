import multipart from '@fastify/multipart';
import { fileMaxBytes } from '@brigade/shared/constants';
import { apiPaths } from '@brigade/shared/routes';
import type { SessionAnswer } from '@brigade/shared/session';
import type { FastifyRequest } from 'fastify';
import { rateLimits } from '../../config/rate-limits.ts';
import { AppError } from '../../core/app-error.ts';
import type { App } from '../../http/app-types.ts';
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

  // Multipart is parsed in this scope only: every other route stays JSON-only.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      // One file and nothing else. Busboy stops at one byte over the limit; the service counts
      // the bytes itself and refuses with the spec's message (see openUpload).
      limits: { files: 1, fields: 0, parts: 1, fileSize: fileMaxBytes + 1 },
      throwFileSizeLimit: false,
    });
    scope.post(
      apiPaths.profilePicture,
      { preValidation },
      async (request): Promise<SessionAnswer> => {
        const file = await request.file();
        if (!file) throw new AppError('bad_request');
        const user = await saveProfilePicture(
          ctx,
          userOf(request),
          { fileName: file.filename, declaredType: file.mimetype, stream: file.file },
          request.ip,
        );
        return { user };
      },
    );
  });

  app.delete(
    apiPaths.profilePicture,
    { preValidation },
    async (request): Promise<SessionAnswer> => ({
      user: await removeProfilePicture(ctx, userOf(request).id),
    }),
  );
}
