import type { App } from '../../../http/app-types.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { registerChangeUserRole } from './change-user-role.ts';
import { registerChangeUserStatus } from './change-user-status.ts';
import { registerCreateAdmin } from './create-admin.ts';
import { registerDeleteUser } from './delete-user.ts';
import { registerGetUser } from './get-user.ts';
import { registerGrantPlan } from './grant-plan.ts';
import { registerListUserSessions } from './list-user-sessions.ts';
import { registerListUsers } from './list-users.ts';
import { registerRemoveCertificateCheck } from './remove-certificate-check.ts';
import { registerResetTwoFactor } from './reset-two-factor.ts';
import { registerRevokeUserSession } from './revoke-user-session.ts';
import { registerRevokeUserSessions } from './revoke-user-sessions.ts';

/** The admin's user management (issue 7): admins only, 403 for other roles, 401 signed out. */
export function registerAdminUserRoutes(app: App, ctx: AppContext): void {
  registerListUsers(app, ctx);
  registerCreateAdmin(app, ctx);
  registerGetUser(app, ctx);
  registerChangeUserStatus(app, ctx);
  registerChangeUserRole(app, ctx);
  registerResetTwoFactor(app, ctx);
  registerDeleteUser(app, ctx);
  registerListUserSessions(app, ctx);
  registerRevokeUserSessions(app, ctx);
  registerRevokeUserSession(app, ctx);
  registerRemoveCertificateCheck(app, ctx);
  registerGrantPlan(app, ctx);
}
