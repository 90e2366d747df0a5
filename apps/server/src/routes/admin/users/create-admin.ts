import { adminUserSummary } from '@brigade/shared/api/admin-user-answers';
import { createAdminInput } from '@brigade/shared/admin/users';
import { apiPaths } from '@brigade/shared/routes';
import type { App } from '../../../http/app-types.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { requireUser, userOf } from '../../../http/require-user.ts';
import { createAdmin } from '../../../services/admin/users/create-admin.ts';

/**
 * POST /api/admin/users { email, password, firstName, lastName } (admins): another admin, under
 * the sign-up rules (checked by the service in the spec's order, so no body schema here); 201
 * with the new user's summary, 409 `email_in_use` for a taken address.
 */
export function registerCreateAdmin(app: App, ctx: AppContext): void {
  app.post(
    apiPaths.admin.users,
    {
      preValidation: requireUser(ctx, 'admin'),
      schema: {
        doc: {
          summary: 'Create another admin',
          access: ['admin'],
          body: createAdminInput,
          status: 201,
          answer: adminUserSummary,
          errors: ['email_in_use'],
        },
      },
    },
    async (request, reply) => {
      const created = await createAdmin(
        ctx,
        { admin: userOf(request), ip: request.ip },
        request.body,
      );
      return reply.code(201).send(created);
    },
  );
}
