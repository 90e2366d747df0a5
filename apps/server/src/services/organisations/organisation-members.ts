import type {
  OrganisationAnswer,
  OrganisationMember,
} from '@brigade/shared/organisations/organisation-answers';
import type { MemberChangeInput } from '@brigade/shared/organisations/organisation-input';
import type { SessionUser } from '@brigade/shared/session';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { and, asc, eq, gt, inArray, isNull } from '../../db/sql.ts';
import {
  memberVenues,
  organisationInvitations,
  organisationMembers,
  organisations,
  venues,
} from '../../db/schema/organisations.ts';
import { users } from '../../db/schema/users.ts';
import type { AppContext } from '../../core/app-context.ts';
import { AppError, fieldError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';
import { canChangeMember, canInOrganisation } from '../../policies/organisation-policy.ts';
import { requireOrganisationAction } from './organisation-access.ts';
import { reachableVenueIds } from './venue-access.ts';
import { presentVenue } from './organisation-venues.ts';
import { recordOrganisationEvent } from './record-organisation-event.ts';
import { releaseVenueWork } from './job-audience.ts';

/** The organisation's people: the owner first, then the current members by when they joined. */
async function membersOf(
  db: NodePgDatabase,
  organisationId: string,
): Promise<OrganisationMember[]> {
  const person = {
    userId: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
  };
  const [[owner], rows, given] = await Promise.all([
    db
      .select(person)
      .from(organisations)
      .innerJoin(users, eq(users.id, organisations.ownerId))
      .where(eq(organisations.id, organisationId)),
    db
      .select({ id: organisationMembers.id, role: organisationMembers.role, ...person })
      .from(organisationMembers)
      .innerJoin(users, eq(users.id, organisationMembers.userId))
      .where(
        and(
          eq(organisationMembers.organisationId, organisationId),
          isNull(organisationMembers.removedAt),
        ),
      )
      .orderBy(asc(organisationMembers.createdAt), asc(organisationMembers.id)),
    db
      .select({ memberId: memberVenues.memberId, venueId: memberVenues.venueId })
      .from(memberVenues)
      .innerJoin(organisationMembers, eq(organisationMembers.id, memberVenues.memberId))
      .where(eq(organisationMembers.organisationId, organisationId)),
  ]);
  const venuesOf = (memberId: string) =>
    given.filter((row) => row.memberId === memberId).map((row) => row.venueId);
  return [
    ...(owner ? [{ ...owner, id: owner.userId, role: 'owner' as const, venueIds: [] }] : []),
    ...rows.map((row) => ({
      ...row,
      venueIds: row.role === 'manager' ? venuesOf(row.id) : [],
    })),
  ];
}

/** Settings › Organisation: its venues, members and (for owners and admins) invitations. */
export async function readOrganisation(
  ctx: AppContext,
  user: SessionUser,
): Promise<OrganisationAnswer> {
  const { db } = ctx.database;
  const membership = await requireOrganisationAction(db, user, 'readMembers');
  const organisationId = membership.organisationId;
  const seesInvitations = canInOrganisation(membership, 'manageMembers', organisationId);
  const [[organisation], venueRows, members, invitations, myVenueIds] = await Promise.all([
    db.select().from(organisations).where(eq(organisations.id, organisationId)),
    db
      .select()
      .from(venues)
      .where(eq(venues.organisationId, organisationId))
      .orderBy(asc(venues.createdAt), asc(venues.id)),
    membersOf(db, organisationId),
    seesInvitations
      ? db
          .select()
          .from(organisationInvitations)
          .where(
            and(
              eq(organisationInvitations.organisationId, organisationId),
              isNull(organisationInvitations.acceptedAt),
              isNull(organisationInvitations.revokedAt),
              gt(organisationInvitations.expiresAt, new Date()),
            ),
          )
          .orderBy(asc(organisationInvitations.createdAt))
      : Promise.resolve([]),
    reachableVenueIds(db, user),
  ]);
  if (!organisation) throw new AppError('not_found');
  return {
    id: organisation.id,
    name: organisation.name,
    myRole: membership.role,
    myVenueIds,
    venues: venueRows.map(presentVenue),
    members,
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      venueIds: row.venueIds,
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

/** Checks that every venue id names a venue of the organisation (else a field error). */
export async function requireOwnVenues(
  db: NodePgDatabase,
  organisationId: string,
  venueIds: readonly string[],
): Promise<void> {
  if (venueIds.length === 0) return;
  const found = await db
    .select({ id: venues.id })
    .from(venues)
    .where(and(eq(venues.organisationId, organisationId), inArray(venues.id, [...venueIds])));
  if (found.length !== new Set(venueIds).size) {
    throw new AppError('validation_failed', {
      fields: { venueIds: fieldError('validation.venueInvalid') },
    });
  }
}

/** A current member row of the actor's organisation that the actor may change, or 404/403. */
async function changeableMember(ctx: AppContext, actor: SessionUser, memberId: string) {
  const { db } = ctx.database;
  const membership = await requireOrganisationAction(db, actor, 'manageMembers');
  const [row] = isUuid(memberId)
    ? await db
        .select()
        .from(organisationMembers)
        .where(
          and(
            eq(organisationMembers.id, memberId),
            eq(organisationMembers.organisationId, membership.organisationId),
            isNull(organisationMembers.removedAt),
          ),
        )
    : [];
  if (!row) throw new AppError('not_found');
  const target = { ...row, venueIds: [], removedAt: null };
  if (!canChangeMember(membership, target, actor.id)) throw new AppError('forbidden');
  const [person] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, row.userId));
  return { membership, row, email: person?.email ?? '' };
}

/** Gives a member another role or other venues (owners and admins; never themselves). */
export async function changeMember(
  ctx: AppContext,
  actor: SessionUser,
  memberId: string,
  input: MemberChangeInput,
  ip: string | null = null,
): Promise<void> {
  const { db } = ctx.database;
  const { membership, row, email } = await changeableMember(ctx, actor, memberId);
  const venueIds = input.role === 'manager' ? [...new Set(input.venueIds)] : [];
  await requireOwnVenues(db, membership.organisationId, venueIds);
  await db.transaction(async (tx) => {
    await tx
      .update(organisationMembers)
      .set({ role: input.role })
      .where(eq(organisationMembers.id, row.id));
    await tx.delete(memberVenues).where(eq(memberVenues.memberId, row.id));
    if (venueIds.length > 0) {
      await tx
        .insert(memberVenues)
        .values(venueIds.map((venueId) => ({ memberId: row.id, venueId })));
    }
    // A manager keeps hearing of the listings of the venues they keep; an admin reaches all.
    if (input.role === 'manager') {
      await releaseVenueWork(tx, row.userId, membership.organisationId, venueIds);
    }
    await recordOrganisationEvent(tx, {
      actor,
      action: 'organisation.role_change',
      organisationId: membership.organisationId,
      subject: email,
      details: { from: row.role, to: input.role, venueIds },
      ip,
    });
  });
  // Pages loaded under the old role reload theirs.
  await ctx.live.endSessions(row.userId);
}

/**
 * Removes a member: their row stays (who removed them, when) for the organisation's history;
 * their access ends at their next request, and their live streams close now.
 */
export async function removeMember(
  ctx: AppContext,
  actor: SessionUser,
  memberId: string,
  ip: string | null = null,
): Promise<void> {
  const { membership, row, email } = await changeableMember(ctx, actor, memberId);
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .update(organisationMembers)
      .set({ removedAt: new Date(), removedBy: actor.id })
      .where(eq(organisationMembers.id, row.id));
    await releaseVenueWork(tx, row.userId, membership.organisationId, []);
    await recordOrganisationEvent(tx, {
      actor,
      action: 'organisation.member_remove',
      organisationId: membership.organisationId,
      subject: email,
      details: { role: row.role },
      ip,
    });
  });
  await ctx.live.endSessions(row.userId);
}
