import type { App } from '../../../http/app-types.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { requireUser, userOf } from '../../../http/require-user.ts';
import { removeCertificateCheck } from '../../../services/resumes/certificate-checks.ts';
import { adminUserRoutes, userIdParams } from './admin-user-routes.ts';

/**
 * DELETE /api/admin/certificate-checks/:id (admins): removes a venue's "checked" mark from an
 * applicant's certificate, audited; the user's page lists the marks.
 */
export function registerRemoveCertificateCheck(app: App, ctx: AppContext): void {
  app.delete(
    adminUserRoutes.certificateCheck,
    {
      preValidation: requireUser(ctx, 'admin'),
      schema: {
        params: userIdParams,
        doc: {
          summary: "Remove a venue's check of a certificate (audited)",
          access: ['admin'],
          status: 204,
        },
      },
    },
    async (request, reply) => {
      await removeCertificateCheck(
        ctx,
        { admin: userOf(request), ip: request.ip },
        request.params.id,
      );
      return reply.code(204).send();
    },
  );
}
