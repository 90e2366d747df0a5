import type { SessionUser } from '@brigade/shared/session';
import { and, eq, isNull, sql } from '../../db/sql.ts';
import { organisationMembers, organisations } from '../../db/schema/organisations.ts';
import { users } from '../../db/schema/users.ts';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';
import { requireOrganisationAction } from './organisation-access.ts';
import { recordOrganisationEvent } from './record-organisation-event.ts';
import { forgetReachableVenues } from './venue-access.ts';

/**
 * The owner hands the organisation to one of its members (owners only): that member becomes its
 * owner — deleting their account now deletes it — and the former owner stays on as an admin.
 * Their venues, listings and threads stay as they are; the new owner's member row goes (an
 * owner reaches every venue). One transaction, the organisation's row locked, so two hand-overs
 * at once cannot both happen.
 */
export async function transferOwnership(
  ctx: AppContext,
  owner: SessionUser,
  memberId: string,
  ip: string | null = null,
): Promise<void> {
  const { db } = ctx.database;
  const membership = await requireOrganisationAction(db, owner, 'manageOwnership');
  const organisationId = membership.organisationId;
  const newOwnerId = await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from organisations where id = ${organisationId} for update`);
    const [member] = isUuid(memberId)
      ? await tx
          .select({
            id: organisationMembers.id,
            userId: organisationMembers.userId,
            email: users.email,
          })
          .from(organisationMembers)
          .innerJoin(users, eq(users.id, organisationMembers.userId))
          .where(
            and(
              eq(organisationMembers.id, memberId),
              eq(organisationMembers.organisationId, organisationId),
              isNull(organisationMembers.removedAt),
            ),
          )
      : [];
    if (!member) throw new AppError('not_found');
    await tx.delete(organisationMembers).where(eq(organisationMembers.id, member.id));
    await tx
      .update(organisations)
      .set({ ownerId: member.userId })
      .where(eq(organisations.id, organisationId));
    await tx
      .insert(organisationMembers)
      .values({ organisationId, userId: owner.id, role: 'admin' });
    await recordOrganisationEvent(tx, {
      actor: owner,
      action: 'organisation.owner_transfer',
      organisationId,
      subject: member.email,
      ip,
    });
    return member.userId;
  });
  forgetReachableVenues(owner);
  // Pages the new owner has open reload with their new role.
  await ctx.live.endSessions(newOwnerId);
}
