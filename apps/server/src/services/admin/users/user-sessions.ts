import type { AdminUserSession } from '@brigade/shared/admin/users';
import { and, desc, eq, gt } from '../../../db/sql.ts';
import { authSessions } from '../../../db/schema/auth-sessions.ts';
import { AppError } from '../../../core/app-error.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { isUuid } from '../../../core/ids.ts';
import { recordUserAction, type AdminActor } from './record-user-action.ts';
import { loadTargetUser } from './target-user.ts';

/** A user's sessions that have not expired, most recently used first; never their tokens. */
export async function listUserSessions(
  ctx: AppContext,
  targetId: string,
): Promise<AdminUserSession[]> {
  const { db } = ctx.database;
  const target = await loadTargetUser(db, targetId);
  const rows = await db
    .select({
      id: authSessions.id,
      createdAt: authSessions.createdAt,
      updatedAt: authSessions.updatedAt,
      expiresAt: authSessions.expiresAt,
      ipAddress: authSessions.ipAddress,
      userAgent: authSessions.userAgent,
    })
    .from(authSessions)
    .where(and(eq(authSessions.userId, target.id), gt(authSessions.expiresAt, new Date())))
    .orderBy(desc(authSessions.updatedAt), desc(authSessions.id));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
  }));
}

/**
 * Revokes one session of a user (`sessionId`) or all of them: the rows go, so those cookies sign
 * nobody in, and their live streams close at once. An unknown session of this user is a 404.
 * Revoking one's own sessions is allowed: it is how an admin signs a lost device out.
 */
export async function revokeUserSessions(
  ctx: AppContext,
  actor: AdminActor,
  targetId: string,
  sessionId?: string,
): Promise<void> {
  const { db } = ctx.database;
  const target = await loadTargetUser(db, targetId);
  if (sessionId !== undefined && !isUuid(sessionId)) throw new AppError('not_found');
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(authSessions)
      .where(
        and(
          eq(authSessions.userId, target.id),
          sessionId ? eq(authSessions.id, sessionId) : undefined,
        ),
      )
      .returning({ id: authSessions.id });
    if (sessionId && removed.length === 0) throw new AppError('not_found');
    await recordUserAction(tx, actor, {
      action: sessionId ? 'session.revoke' : 'session.revoke_all',
      target,
      details: sessionId ? { sessionId } : { count: removed.length },
      event: { type: 'session_revoked', severity: 'low' },
    });
  });
  await ctx.live.endSessions(target.id, sessionId);
}
