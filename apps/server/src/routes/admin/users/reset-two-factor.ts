import type { App } from '../../../http/app-types.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { requireUser, userOf } from '../../../http/require-user.ts';
import { resetTwoFactor } from '../../../services/admin/users/reset-two-factor.ts';
import { adminUserRoutes, userIdParams } from './admin-user-routes.ts';

/** DELETE /api/admin/users/:id/two-factor (admins): another admin sets up a new authenticator. */
export function registerResetTwoFactor(app: App, ctx: AppContext): void {
  app.delete(
    adminUserRoutes.twoFactor,
    {
      preValidation: requireUser(ctx, 'admin'),
      schema: {
        params: userIdParams,
        doc: {
          summary: "Reset another admin's authenticator (they set up a new one)",
          access: ['admin'],
          status: 204,
          errors: ['own_account_protected'],
        },
      },
    },
    async (request, reply) => {
      await resetTwoFactor(ctx, { admin: userOf(request), ip: request.ip }, request.params.id);
      return reply.code(204).send();
    },
  );
}
