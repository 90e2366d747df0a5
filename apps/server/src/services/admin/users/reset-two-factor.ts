import { eq } from '../../../db/sql.ts';
import { authSessions } from '../../../db/schema/auth-sessions.ts';
import {
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
} from '../../../db/schema/two-factor.ts';
import { AppError } from '../../../core/app-error.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { recordUserAction, type AdminActor } from './record-user-action.ts';
import { loadTargetUser, refuseSelf } from './target-user.ts';

/**
 * For an admin who lost their authenticator and recovery codes: another admin removes their
 * authenticator, recovery codes and pending challenges, and ends their sessions, so their next
 * sign-in (password first) sets up a new authenticator. Not on oneself, and only for admins.
 */
export async function resetTwoFactor(
  ctx: AppContext,
  actor: AdminActor,
  targetId: string,
): Promise<void> {
  const { db } = ctx.database;
  const target = await loadTargetUser(db, targetId);
  refuseSelf(actor.admin, target);
  if (target.userType !== 'admin') throw new AppError('not_found');
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, target.id));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, target.id));
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, target.id));
    await tx.delete(authSessions).where(eq(authSessions.userId, target.id));
    await recordUserAction(tx, actor, {
      action: 'user.reset_two_factor',
      target,
      event: { type: 'two_factor_reset', severity: 'medium' },
    });
  });
  await ctx.live.endSessions(target.id);
}
