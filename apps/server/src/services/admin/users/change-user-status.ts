import type { AdminUserSummary } from '@brigade/shared/admin/users';
import { eq } from '../../../db/sql.ts';
import { authSessions } from '../../../db/schema/auth-sessions.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { presentAdminUser } from './present-admin-user.ts';
import { recordUserAction, type AdminActor } from './record-user-action.ts';
import { loadTargetUser, refuseSelf, venueNameOf } from './target-user.ts';

/**
 * Deactivates or reactivates an account. Deactivation ends every session of the user (rows
 * gone, so no cookie works again) and closes their live streams in every server process; their
 * sign-in is then refused as 'This account has been disabled.'. Setting the status it already
 * has changes nothing and records nothing.
 */
export async function changeUserStatus(
  ctx: AppContext,
  actor: AdminActor,
  targetId: string,
  input: { isActive: boolean; reason?: string | undefined },
): Promise<AdminUserSummary> {
  const { db } = ctx.database;
  const target = await loadTargetUser(db, targetId);
  if (!input.isActive) refuseSelf(actor.admin, target);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ isActive: input.isActive, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .returning();
    if (!updated) return null;
    if (!input.isActive) await tx.delete(authSessions).where(eq(authSessions.userId, target.id));
    if (target.isActive !== input.isActive) {
      await recordUserAction(tx, actor, {
        action: input.isActive ? 'user.reactivate' : 'user.deactivate',
        target,
        details: input.reason ? { reason: input.reason } : {},
        event: input.isActive
          ? { type: 'account_reactivated', severity: 'low' }
          : { type: 'account_deactivated', severity: 'medium' },
      });
    }
    return updated;
  });
  if (!input.isActive) await ctx.live.endSessions(target.id);
  return presentAdminUser(row ?? target, await venueNameOf(db, target.id));
}
