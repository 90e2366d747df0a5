import { filesPathPrefix } from '@brigade/shared/routes';
import { AppError } from '../../core/app-error.ts';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { pictureContentTypes, pictureKey } from '../../services/profiles/picture-files.ts';

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FILE_NAME = /^profile\.([a-z]+)$/;
/**
 * A day: photoURL carries a version, so a new picture shows at once anyway; the bound is for a
 * removed picture (or account), which shared caches may otherwise keep serving.
 */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * GET /files/profile-pictures/{userId}/profile.{ext}: the public picture, streamed with the
 * Content-Type of its stored extension (which the upload took from the file's bytes), nosniff,
 * inline under a fixed name, cacheable. Anything else, or anything missing, is a 404: only the
 * exact shape of a picture key reaches storage, so no other file can be read through here.
 */
export function registerServeProfilePicture(app: App, ctx: AppContext): void {
  app.get<{ Params: { userId: string; fileName: string } }>(
    `${filesPathPrefix}profile-pictures/:userId/:fileName`,
    async (request, reply) => {
      const { userId, fileName } = request.params;
      const extension = FILE_NAME.exec(fileName)?.[1];
      const contentType = extension ? pictureContentTypes[extension] : undefined;
      if (!USER_ID.test(userId) || !extension || !contentType) throw new AppError('not_found');
      const file = await ctx.storage.read(pictureKey(userId, extension));
      if (!file) throw new AppError('not_found');

      void reply.headers({
        'content-type': contentType,
        'x-content-type-options': 'nosniff',
        'content-disposition': `inline; filename="profile.${extension}"`,
        'cache-control': CACHE_CONTROL,
        'last-modified': file.lastModified.toUTCString(),
      });
      const since = Date.parse(request.headers['if-modified-since'] ?? '');
      if (Math.floor(file.lastModified.getTime() / 1000) <= Math.floor(since / 1000)) {
        file.body.destroy();
        return reply.code(304).send();
      }
      void reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );
}
