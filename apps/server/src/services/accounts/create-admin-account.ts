import type { SessionUser } from '@brigade/shared/session';
import { eq } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { authSessions } from '../../db/schema/auth-sessions.ts';
import type { AppContext } from '../../core/app-context.ts';
import { users } from '../../db/schema/users.ts';
import { presentSessionUser } from '../../auth/session-user.ts';
import { createAccount, type NewAccount } from './sign-up.ts';

/**
 * An admin account under the sign-up rules (the role is set here, never from input). Sign-up
 * signs the new account in; that session belongs to nobody (an admin signs in with a second
 * factor), so it goes, and the account has never signed in. `then` runs in the same transaction
 * (the admin API writes its audit entry there).
 */
export async function createAdminAccount(
  ctx: AppContext,
  account: Omit<NewAccount, 'userType'>,
  then: (tx: NodePgDatabase, user: typeof users.$inferSelect) => Promise<void> = async () => {},
): Promise<SessionUser & { row: typeof users.$inferSelect }> {
  const { user } = await createAccount(ctx, { ...account, userType: 'admin' });
  return ctx.database.db.transaction(async (tx) => {
    await tx.delete(authSessions).where(eq(authSessions.userId, user.id));
    const [row] = await tx
      .update(users)
      .set({ lastLogin: null })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw new Error('the new admin was not stored');
    await then(tx, row);
    return { ...presentSessionUser(row), row };
  });
}
