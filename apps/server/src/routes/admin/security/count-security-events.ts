import { securityEventCounts } from '@brigade/shared/api/security-answers';
import { apiPaths } from '@brigade/shared/routes';
import type { SecurityEventCounts } from '@brigade/shared/security/security-answers';
import type { App } from '../../../http/app-types.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { requireUser } from '../../../http/require-user.ts';
import { countSecurityEvents } from '../../../services/admin/security/count-security-events.ts';

/** GET /api/admin/security-events/counts (admins): events per severity, 24 hours and 7 days. */
export function registerCountSecurityEvents(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.admin.securityEventCounts,
    {
      preValidation: requireUser(ctx, 'admin'),
      schema: {
        doc: {
          summary: 'Security events per severity, 24 hours and 7 days',
          access: ['admin'],
          answer: securityEventCounts,
        },
      },
    },
    async (_request, reply): Promise<SecurityEventCounts> => {
      void reply.header('cache-control', 'no-store');
      return countSecurityEvents(ctx);
    },
  );
}
