import { eq } from '../../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { SessionUser } from '@brigade/shared/session';
import { venues } from '../../../db/schema/organisations.ts';
import { users } from '../../../db/schema/users.ts';
import { AppError } from '../../../core/app-error.ts';
import { isUuid } from '../../../core/ids.ts';

export type TargetUser = typeof users.$inferSelect;

/** The user an admin action is about; a malformed or unknown id is a 404. */
export async function loadTargetUser(db: NodePgDatabase, id: string): Promise<TargetUser> {
  if (!isUuid(id)) throw new AppError('not_found');
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new AppError('not_found');
  return row;
}

/**
 * An admin may not deactivate, demote or delete themself: the last admin could lock everyone
 * out, and a slip of the mouse would end the session doing it.
 */
export function refuseSelf(admin: SessionUser, target: TargetUser): void {
  if (admin.id === target.id) throw new AppError('own_account_protected');
}

/** A user's venue name (restaurants), for their summary. */
export async function venueNameOf(db: NodePgDatabase, userId: string): Promise<string | null> {
  // A restaurant account's own venue keeps its id (decision 024).
  const [venue] = await db.select({ name: venues.name }).from(venues).where(eq(venues.id, userId));
  return venue?.name ?? null;
}
