import { securityEventPage } from '@brigade/shared/api/security-answers';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { apiPaths } from '@brigade/shared/routes';
import type { SecurityEventView } from '@brigade/shared/security/security-answers';
import { securityEventListQuery } from '@brigade/shared/security/security-queries';
import type { App } from '../../../http/app-types.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { requireUser } from '../../../http/require-user.ts';
import { listSecurityEvents } from '../../../services/admin/security/list-security-events.ts';

/** GET /api/admin/security-events?severity&type&user&from&to&page&pageSize (admins). */
export function registerListSecurityEvents(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.admin.securityEvents,
    {
      preValidation: requireUser(ctx, 'admin'),
      schema: {
        querystring: securityEventListQuery,
        doc: {
          summary: 'Security events, filtered, newest first',
          access: ['admin'],
          answer: securityEventPage,
        },
      },
      compress: {},
    },
    async (request, reply): Promise<Page<SecurityEventView>> => {
      void reply.header('cache-control', 'no-store');
      return listSecurityEvents(ctx, request.query);
    },
  );
}
