import type { AdminUserSummary } from '@brigade/shared/admin/users';
import type { AppContext } from '../../../core/app-context.ts';
import { createAdminAccount } from '../../accounts/create-admin-account.ts';
import { checkSignUpInput } from '../../accounts/sign-up.ts';
import { presentAdminUser } from './present-admin-user.ts';
import { recordUserAction, type AdminActor } from './record-user-action.ts';

/**
 * Another admin, under the sign-up rules (as `npm run create-admin`), with its audit entry and
 * security event in the same transaction.
 */
export async function createAdmin(
  ctx: AppContext,
  actor: AdminActor,
  body: unknown,
): Promise<AdminUserSummary> {
  const fields = typeof body === 'object' && body !== null ? body : {};
  const account = checkSignUpInput({ ...fields, userType: 'applicant' });
  const admin = await createAdminAccount(ctx, account, (tx, row) =>
    recordUserAction(tx, actor, {
      action: 'user.create_admin',
      target: { id: row.id, email: row.email },
      event: { type: 'admin_created', severity: 'medium' },
    }),
  );
  return presentAdminUser(admin.row, null);
}
