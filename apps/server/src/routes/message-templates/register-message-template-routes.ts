import {
  messageTemplateView,
  messageTemplatesAnswer,
} from '@brigade/shared/api/message-template-answers';
import {
  messageTemplateInput,
  templateLimits,
  type MessageTemplate,
  type MessageTemplatesAnswer,
} from '@brigade/shared/applications/message-templates';
import { apiPaths } from '@brigade/shared/routes';
import { z } from 'zod';
import type { AppContext } from '../../core/app-context.ts';
import type { App } from '../../http/app-types.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { toolsVenueId } from '../../services/organisations/venue-access.ts';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  updateTemplate,
} from '../../services/message-templates/message-template-store.ts';

const one = `${apiPaths.messageTemplates.list}/:id`;
/** `:id` as given: a malformed one is answered 404 by the store, like another venue's template. */
const templateParams = z.object({ id: z.string().max(64) });

/**
 * A venue's message templates (issue 16): list, create (at most 20), change and delete its own.
 * Another venue's template is a 404.
 */
export function registerMessageTemplateRoutes(app: App, ctx: AppContext): void {
  const venues = { preValidation: requireUser(ctx, 'restaurant') };
  const { db } = ctx.database;
  app.get(
    apiPaths.messageTemplates.list,
    {
      ...venues,
      schema: {
        doc: {
          summary: 'My message templates',
          access: ['restaurant'],
          answer: messageTemplatesAnswer,
        },
      },
    },
    async (request): Promise<MessageTemplatesAnswer> => ({
      items: await listTemplates(db, await toolsVenueId(db, userOf(request))),
      limit: templateLimits.perVenue,
    }),
  );
  app.post(
    apiPaths.messageTemplates.list,
    {
      ...venues,
      schema: {
        body: messageTemplateInput,
        doc: {
          summary: 'Add a message template',
          access: ['restaurant'],
          status: 201,
          answer: messageTemplateView,
          errors: ['template_limit_reached'],
        },
      },
    },
    async (request, reply): Promise<MessageTemplate> =>
      reply
        .code(201)
        .send(await createTemplate(db, await toolsVenueId(db, userOf(request)), request.body)),
  );
  app.put(
    one,
    {
      ...venues,
      schema: {
        params: templateParams,
        body: messageTemplateInput,
        doc: {
          summary: 'Change my message template',
          access: ['restaurant'],
          owner: true,
          answer: messageTemplateView,
        },
      },
    },
    async (request): Promise<MessageTemplate> =>
      updateTemplate(db, await toolsVenueId(db, userOf(request)), request.params.id, request.body),
  );
  app.delete(
    one,
    {
      ...venues,
      schema: {
        params: templateParams,
        doc: {
          summary: 'Delete my message template',
          access: ['restaurant'],
          owner: true,
          status: 204,
        },
      },
    },
    async (request, reply) => {
      await deleteTemplate(db, await toolsVenueId(db, userOf(request)), request.params.id);
      return reply.code(204).send();
    },
  );
}
