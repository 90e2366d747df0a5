import { auditLogPage } from '@brigade/shared/api/security-answers';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { apiPaths } from '@brigade/shared/routes';
import type { AuditLogEntryView } from '@brigade/shared/security/security-answers';
import { auditLogQuery } from '@brigade/shared/security/security-queries';
import type { App } from '../../../http/app-types.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { requireUser } from '../../../http/require-user.ts';
import { listAuditLog } from '../../../services/admin/security/list-audit-log.ts';

/** GET /api/admin/audit-log?action&page&pageSize (admins): read only, newest first. */
export function registerListAuditLog(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.admin.auditLog,
    {
      preValidation: requireUser(ctx, 'admin'),
      schema: {
        querystring: auditLogQuery,
        doc: {
          summary: "The admins' audit log, newest first",
          access: ['admin'],
          answer: auditLogPage,
        },
      },
      compress: {},
    },
    async (request, reply): Promise<Page<AuditLogEntryView>> => {
      void reply.header('cache-control', 'no-store');
      return listAuditLog(ctx, request.query);
    },
  );
}
