import { filesPathPrefix } from '@brigade/shared/routes';
import { AppError } from '../../core/app-error.ts';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { logoKey, pictureContentTypes, pictureKey } from '../../services/profiles/picture-files.ts';

const OWNER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * A day: photoURL carries a version, so a new picture shows at once anyway; the bound is for a
 * removed picture (or account), which shared caches may otherwise keep serving.
 */
const CACHE_CONTROL = 'public, max-age=86400';

/** The public pictures: a person's profile picture, a venue's logo (teams). */
const publicPictures = [
  { folder: 'profile-pictures', name: 'profile', keyOf: pictureKey },
  { folder: 'venue-logos', name: 'logo', keyOf: logoKey },
] as const;

/**
 * GET /files/profile-pictures/{userId}/profile.{ext} and /files/venue-logos/{venueId}/logo.{ext}:
 * the public picture, streamed with the Content-Type of its stored extension (which the upload
 * took from the file's bytes), nosniff, inline under a fixed name, cacheable. Anything else, or
 * anything missing, is a 404: only the exact shape of a picture key reaches storage, so no other
 * file can be read through here.
 */
export function registerServeProfilePicture(app: App, ctx: AppContext): void {
  for (const picture of publicPictures) {
    const fileName = new RegExp(`^${picture.name}\\.([a-z]+)$`);
    app.get<{ Params: { ownerId: string; fileName: string } }>(
      `${filesPathPrefix}${picture.folder}/:ownerId/:fileName`,
      async (request, reply) => {
        const { ownerId } = request.params;
        const extension = fileName.exec(request.params.fileName)?.[1];
        const contentType = extension ? pictureContentTypes[extension] : undefined;
        if (!OWNER_ID.test(ownerId) || !extension || !contentType) throw new AppError('not_found');
        const file = await ctx.storage.read(picture.keyOf(ownerId, extension));
        if (!file) throw new AppError('not_found');

        void reply.headers({
          'content-type': contentType,
          'x-content-type-options': 'nosniff',
          'content-disposition': `inline; filename="${picture.name}.${extension}"`,
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
}
