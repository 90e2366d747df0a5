import type { AdminUserSummary, AdminUserType } from '@brigade/shared/admin/users';
import { eq } from '../../../db/sql.ts';
import { authSessions } from '../../../db/schema/auth-sessions.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { foundOrganisation } from '../../organisations/found-organisation.ts';
import { presentAdminUser } from './present-admin-user.ts';
import { recordUserAction, type AdminActor } from './record-user-action.ts';
import { loadTargetUser, refuseSelf, venueNameOf } from './target-user.ts';

/**
 * Gives a user another role. Their sessions end (and their live streams close), so the new role
 * takes effect at their next sign-in rather than under pages loaded for the old one. An admin
 * cannot change their own role.
 */
export async function changeUserRole(
  ctx: AppContext,
  actor: AdminActor,
  targetId: string,
  userType: AdminUserType,
): Promise<AdminUserSummary> {
  const { db } = ctx.database;
  const target = await loadTargetUser(db, targetId);
  refuseSelf(actor.admin, target);
  const changed = target.userType !== userType;
  const row = await db.transaction(async (tx) => {
    if (!changed) return target;
    const [updated] = await tx
      .update(users)
      .set({ userType, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .returning();
    await tx.delete(authSessions).where(eq(authSessions.userId, target.id));
    // A new restaurant gets the organisation and venue every restaurant has.
    if (userType === 'restaurant') await foundOrganisation(tx, target);
    await recordUserAction(tx, actor, {
      action: 'user.role_change',
      target,
      details: { from: target.userType, to: userType },
      event: { type: 'role_changed', severity: 'medium' },
    });
    return updated ?? target;
  });
  if (changed) await ctx.live.endSessions(target.id);
  return presentAdminUser(row, await venueNameOf(db, target.id));
}
