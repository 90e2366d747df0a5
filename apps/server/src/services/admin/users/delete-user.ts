import { eq } from '../../../db/sql.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppContext } from '../../../core/app-context.ts';
import type { Logger } from '../../../core/logger.ts';
import { removeAccountFiles } from '../../accounts/remove-account-files.ts';
import { storageKeysOf } from '../../stored-files/stored-file-keys.ts';
import { recordUserAction, type AdminActor } from './record-user-action.ts';
import { loadTargetUser, refuseSelf } from './target-user.ts';

/**
 * Deletes an account and all its data, as the user's own deletion does: the users row goes with
 * its logins, sessions, profile, resume, applications and file records (database cascades), in
 * the transaction that writes the audit entry; then the live streams close and the stored bytes
 * go. An admin cannot delete themself here (their own account has Edit Profile's Danger zone).
 */
export async function deleteUser(
  ctx: AppContext,
  actor: AdminActor,
  log: Logger,
  targetId: string,
): Promise<void> {
  const { db } = ctx.database;
  const target = await loadTargetUser(db, targetId);
  refuseSelf(actor.admin, target);
  // Read before the account goes: its stored-file records leave with it.
  const storedFileKeys = await storageKeysOf(db, target.id);
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, target.id));
    await recordUserAction(tx, actor, {
      action: 'user.delete',
      target,
      details: { userType: target.userType },
      event: { type: 'account_deleted', severity: 'medium' },
    });
  });
  await ctx.live.endSessions(target.id);
  // A venue's jobs left with it.
  if (target.userType === 'restaurant') await ctx.live.announcePublicChange();
  await removeAccountFiles(ctx.storage, log, target.id, storedFileKeys);
}
