import { organisationVenueView } from '@brigade/shared/api/organisation-answers';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimits } from '../../config/rate-limits.ts';
import type { AppContext } from '../../core/app-context.ts';
import type { App } from '../../http/app-types.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { acceptSingleFile, readSingleFile } from '../../http/single-file-upload.ts';
import { removeVenueLogo, saveVenueLogo } from '../../services/organisations/venue-logo.ts';
import { enforceRateLimit } from '../../services/rate-limit/enforce-rate-limit.ts';

/** `:id` as given: a malformed one is answered 404, like another organisation's venue. */
const idParams = z.object({ id: z.string().max(64) });
const pattern = '/api/organisation/venues/:id/logo';
const restaurant = ['restaurant'] as const;
const fileErrors = [
  'rate_limited',
  'file_empty',
  'file_too_large',
  'file_type_not_allowed',
  'file_type_unsafe',
] as const;

/**
 * POST /api/organisation/venues/:id/logo (multipart, one image) sets a venue's logo; DELETE
 * removes it (owners and admins). Both answer the venue as Team & venues shows it.
 */
export function registerVenueLogoRoutes(app: App, ctx: AppContext): void {
  const perAccount = (request: FastifyRequest) =>
    enforceRateLimit(ctx, request.ip, {
      action: 'venue-logo',
      keys: [`account:${userOf(request).id}`],
      rule: rateLimits.profilePicture,
    });
  const preValidation = [requireUser(ctx, 'restaurant'), perAccount];

  void app.register(async (plain) => {
    await acceptSingleFile(plain);
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.post(
      pattern,
      {
        preValidation,
        schema: {
          params: idParams,
          doc: {
            summary: "Set a venue's logo (multipart, one image)",
            access: restaurant,
            owner: true,
            upload: true,
            answer: organisationVenueView,
            errors: [...fileErrors],
          },
        },
      },
      async (request) =>
        saveVenueLogo(
          ctx,
          userOf(request),
          request.params.id,
          await readSingleFile(request),
          request.ip,
        ),
    );
  });

  app.delete(
    pattern,
    {
      preValidation,
      schema: {
        params: idParams,
        doc: {
          summary: "Remove a venue's logo",
          access: restaurant,
          owner: true,
          answer: organisationVenueView,
          errors: ['rate_limited'],
        },
      },
    },
    async (request) => removeVenueLogo(ctx, userOf(request), request.params.id),
  );
}
