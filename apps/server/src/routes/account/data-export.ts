import { apiPaths } from '@brigade/shared/routes';
import { rateLimits } from '../../config/rate-limits.ts';
import type { AppContext } from '../../core/app-context.ts';
import type { App } from '../../http/app-types.ts';
import { attachmentDisposition } from '../../http/attachment-disposition.ts';
import { requestDetails } from '../../http/request-details.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { startDataExport } from '../../services/data-export/start-data-export.ts';
import { enforceRateLimit } from '../../services/rate-limit/enforce-rate-limit.ts';

/**
 * GET /api/account/data-export: everything Brigade holds about the signed-in user (any role), as
 * a zip streamed while it is made (services/data-export/). Limited per account; no HEAD route,
 * which would count and log an export nobody downloads.
 */
export function registerDataExport(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.accountDataExport,
    {
      preValidation: requireUser(ctx),
      exposeHeadRoute: false,
      schema: {
        doc: {
          summary: 'Download everything Brigade holds about me, as a zip',
          access: 'signed-in',
          answer: 'application/zip',
          errors: ['rate_limited'],
        },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      await enforceRateLimit(ctx, request.ip, {
        action: 'data-export',
        keys: [`account:${user.id}`],
        rule: rateLimits.dataExport,
      });
      const { fileName, stream } = await startDataExport(ctx, requestDetails(request), user);
      return reply
        .headers({
          'content-type': 'application/zip',
          'content-disposition': attachmentDisposition(fileName),
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        })
        .send(stream);
    },
  );
}
