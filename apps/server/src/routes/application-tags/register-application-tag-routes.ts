import {
  applicationTagList,
  applicationTagsAnswer,
  applicationTagView,
} from '@brigade/shared/api/application-tag-answers';
import {
  applicationTagInput,
  applicationTagsInput,
  tagLimits,
  type ApplicationTag,
  type ApplicationTagsAnswer,
} from '@brigade/shared/applications/application-tags';
import { apiPaths } from '@brigade/shared/routes';
import { z } from 'zod';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';
import type { App } from '../../http/app-types.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { setApplicationTags } from '../../services/application-tags/set-application-tags.ts';
import { createTag, deleteTag, listTags } from '../../services/application-tags/tag-store.ts';
import { toolsVenueId } from '../../services/organisations/venue-access.ts';

/** `:id` as given: a malformed one is answered 404, like another venue's. */
const idParams = z.object({ id: z.string().max(64) });

/**
 * A venue's private tags (issue 16): list, create (at most 20, each name once), delete, and set
 * the tags of one of its applications (at most 5). Applicants have none and never see them.
 */
export function registerApplicationTagRoutes(app: App, ctx: AppContext): void {
  const venues = { preValidation: requireUser(ctx, 'restaurant') };
  const { db } = ctx.database;
  app.get(
    apiPaths.applicationTags.list,
    {
      ...venues,
      schema: {
        doc: { summary: 'My private tags', access: ['restaurant'], answer: applicationTagsAnswer },
      },
    },
    async (request): Promise<ApplicationTagsAnswer> => ({
      items: await listTags(db, await toolsVenueId(db, userOf(request))),
      limit: tagLimits.perVenue,
    }),
  );
  app.post(
    apiPaths.applicationTags.list,
    {
      ...venues,
      schema: {
        body: applicationTagInput,
        doc: {
          summary: 'Add a private tag',
          access: ['restaurant'],
          status: 201,
          answer: applicationTagView,
          errors: ['tag_limit_reached', 'tag_exists'],
        },
      },
    },
    async (request, reply): Promise<ApplicationTag> =>
      reply
        .code(201)
        .send(await createTag(db, await toolsVenueId(db, userOf(request)), request.body)),
  );
  app.delete(
    `${apiPaths.applicationTags.list}/:id`,
    {
      ...venues,
      schema: {
        params: idParams,
        doc: { summary: 'Delete my private tag', access: ['restaurant'], owner: true, status: 204 },
      },
    },
    async (request, reply) => {
      await deleteTag(db, await toolsVenueId(db, userOf(request)), request.params.id);
      return reply.code(204).send();
    },
  );
  app.put(
    '/api/applications/:id/tags',
    {
      ...venues,
      schema: {
        params: idParams,
        body: applicationTagsInput,
        doc: {
          summary: 'Set the private tags of one of my applications (up to 5)',
          access: ['restaurant'],
          owner: true,
          answer: applicationTagList,
        },
      },
    },
    async (request): Promise<ApplicationTag[]> => {
      if (!isUuid(request.params.id)) throw new AppError('not_found');
      return setApplicationTags(ctx, userOf(request), request.params.id, request.body.tagIds);
    },
  );
}
