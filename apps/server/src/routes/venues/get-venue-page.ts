import { venuePageAnswer } from '@brigade/shared/api/job-answers';
import type { VenuePage } from '@brigade/shared/jobs/job-answers';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { readVenuePage } from '../../services/venues/public-venue.ts';

/** `:id` as given: a malformed one is answered 404 by the service, like a missing venue. */
const venueIdParams = z.object({ id: z.string() });

/** GET /api/venues/:id: a venue's public page, its open jobs and how it answers applicants. */
export function registerGetVenuePage(app: App, ctx: AppContext): void {
  app.get(
    '/api/venues/:id',
    {
      schema: {
        params: venueIdParams,
        doc: { summary: "A venue's page: its open jobs (public)", answer: venuePageAnswer },
      },
    },
    async (request): Promise<VenuePage> => readVenuePage(ctx, request.params.id),
  );
}
