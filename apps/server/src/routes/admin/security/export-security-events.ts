import { Readable } from 'node:stream';
import { apiPaths } from '@brigade/shared/routes';
import { securityEventFilters } from '@brigade/shared/security/security-queries';
import type { App } from '../../../http/app-types.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { requireUser, userOf } from '../../../http/require-user.ts';
import { securityEventsCsv } from '../../../services/admin/security/export-security-events.ts';
import { recordAdminAction } from '../../../services/audit/record-admin-action.ts';

/**
 * GET /api/admin/security-events/export.csv?severity&type&user&from&to (admins): the matching
 * events as a streamed CSV attachment (at most the newest 100,000). Exporting the log is itself
 * an admin action, so it is written to the audit log first.
 */
export function registerExportSecurityEvents(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.admin.securityEventsCsv,
    {
      preValidation: requireUser(ctx, 'admin'),
      schema: {
        querystring: securityEventFilters,
        doc: {
          summary: 'The matching security events as a CSV file (audited)',
          access: ['admin'],
          answer: 'text/csv',
        },
      },
      compress: {},
    },
    async (request, reply) => {
      const admin = userOf(request);
      const filters = request.query;
      await recordAdminAction(ctx.database.db, {
        admin: { id: admin.id, email: admin.email },
        action: 'security_events.export',
        target: { type: 'security_events', id: 'security_events' },
        details: {
          filters: {
            ...filters,
            from: filters.from?.toISOString(),
            to: filters.to?.toISOString(),
          },
        },
        ip: request.ip,
      });
      const date = new Date().toISOString().slice(0, 10);
      void reply.headers({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="security-events-${date}.csv"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      return reply.send(Readable.from(securityEventsCsv(ctx, filters)));
    },
  );
}
