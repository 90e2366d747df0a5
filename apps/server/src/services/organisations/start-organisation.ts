import type { SessionUser } from '@brigade/shared/session';
import { sql } from '../../db/sql.ts';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';
import { foundOrganisation } from './found-organisation.ts';
import { loadMembership } from './load-membership.ts';
import { forgetReachableVenues } from './venue-access.ts';

/**
 * "Set up my own venue": a restaurant account in no organisation (a member who was removed, or
 * whose invitation replaced the organisation it was given at sign-up) founds its own again, with
 * one venue to fill in on Edit Profile. Someone who still works for an organisation cannot.
 */
export async function startOwnOrganisation(ctx: AppContext, user: SessionUser): Promise<void> {
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    // One founding at a time per person: a second click waits, then finds the first one's.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`organisation:${user.id}`}))`);
    if (await loadMembership(tx, user.id)) throw new AppError('already_member');
    await foundOrganisation(tx, { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() });
  });
  forgetReachableVenues(user);
}
