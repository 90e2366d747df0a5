import { apiKeyCreated, apiKeyList, jobsFeedAnswer } from '@brigade/shared/api/api-key-answers';
import { apiKeyInput, type ApiKeyView } from '@brigade/shared/organisations/api-keys';
import { apiPaths } from '@brigade/shared/routes';
import { z } from 'zod';
import type { AppContext } from '../../core/app-context.ts';
import type { App } from '../../http/app-types.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../../services/organisations/api-keys.ts';
import { readJobsFeed } from '../../services/organisations/jobs-feed.ts';

const restaurant = ['restaurant'] as const;
const idParams = z.object({ id: z.string().max(64) });
const bearer = z.object({ authorization: z.string().max(200).optional() });

/**
 * The jobs feed (plans: Scale): owners and admins make and revoke its API keys on Team & venues;
 * a website reads the organisation's open jobs with one (`Authorization: Bearer <key>`).
 */
export function registerApiKeyRoutes(app: App, ctx: AppContext): void {
  const members = { preValidation: requireUser(ctx, 'restaurant') };
  app.get(
    apiPaths.organisation.apiKeys,
    {
      ...members,
      schema: {
        doc: { summary: "My organisation's API keys", access: restaurant, answer: apiKeyList },
      },
    },
    async (request): Promise<ApiKeyView[]> => listApiKeys(ctx, userOf(request)),
  );
  app.post(
    apiPaths.organisation.apiKeys,
    {
      ...members,
      schema: {
        body: apiKeyInput,
        doc: {
          summary: 'Make an API key for the jobs feed (shown once)',
          access: restaurant,
          status: 201,
          answer: apiKeyCreated,
          errors: ['plan_feed_required', 'api_key_limit_reached'],
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createApiKey(ctx, userOf(request), request.body, request.ip)),
  );
  app.delete(
    `${apiPaths.organisation.apiKeys}/:id`,
    {
      ...members,
      schema: {
        params: idParams,
        doc: { summary: 'Revoke an API key', access: restaurant, owner: true, status: 204 },
      },
    },
    async (request, reply) => {
      await revokeApiKey(ctx, userOf(request), request.params.id, request.ip);
      return reply.code(204).send();
    },
  );
  app.get(
    apiPaths.jobsFeed,
    {
      schema: {
        headers: bearer,
        doc: {
          summary: "An organisation's open jobs, read with its API key (Bearer)",
          access: 'public',
          answer: jobsFeedAnswer,
          errors: ['unauthorized', 'plan_feed_required'],
        },
      },
    },
    async (request, reply) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      void reply.header('cache-control', 'private, max-age=60');
      return readJobsFeed(ctx, match?.[1] ?? null);
    },
  );
}
