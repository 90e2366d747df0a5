import { createHash, randomBytes } from 'node:crypto';
import type {
  InvitationPreview,
  OrganisationInvitation,
} from '@brigade/shared/organisations/organisation-answers';
import {
  INVITATION_DAYS,
  type InvitationInput,
} from '@brigade/shared/organisations/organisation-input';
import type { SessionUser } from '@brigade/shared/session';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { and, eq, inArray, isNull, sql } from '../../db/sql.ts';
import { jobs } from '../../db/schema/jobs.ts';
import {
  memberVenues,
  organisationInvitations,
  organisationMembers,
  organisations,
  venues,
} from '../../db/schema/organisations.ts';
import { users } from '../../db/schema/users.ts';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';
import { sendInvitationMail } from '../../mail/invitation-mail.ts';
import { requireOrganisationAction } from './organisation-access.ts';
import { requireOwnVenues } from './organisation-members.ts';
import { recordOrganisationEvent } from './record-organisation-event.ts';
import { forgetReachableVenues } from './venue-access.ts';
import { organisationHolder } from '../plans/plan-holder.ts';
import { requireRoomFor } from '../plans/require-entitlement.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Invites someone by e-mail (owners and admins): a single-use link, valid for 7 days. An
 * address that is already a member, or already has a pending invitation, is refused.
 */
export async function inviteMember(
  ctx: AppContext,
  inviter: SessionUser,
  input: InvitationInput,
  ip: string | null = null,
): Promise<OrganisationInvitation> {
  const { db } = ctx.database;
  const membership = await requireOrganisationAction(db, inviter, 'manageMembers');
  const organisationId = membership.organisationId;
  const venueIds = input.role === 'manager' ? [...new Set(input.venueIds)] : [];
  await requireOwnVenues(db, organisationId, venueIds);
  if (await isMemberOrInvited(db, organisationId, input.email)) {
    throw new AppError('already_invited');
  }
  const token = randomBytes(32).toString('base64url');
  const row = await db.transaction(async (tx) => {
    // An invitation takes one of the plan's places in the team until it is answered or withdrawn.
    await requireRoomFor(tx, organisationHolder(organisationId), 'members');
    const [stored] = await tx
      .insert(organisationInvitations)
      .values({
        organisationId,
        email: input.email,
        role: input.role,
        venueIds,
        tokenHash: hashOf(token),
        invitedBy: inviter.id,
        expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
      })
      .returning();
    if (!stored) throw new Error('the invitation was not stored');
    await recordOrganisationEvent(tx, {
      actor: inviter,
      action: 'organisation.invite',
      organisationId,
      subject: input.email,
      details: { role: input.role, venueIds },
      ip,
    });
    return stored;
  });
  const [about] = await db
    .select({ organisation: organisations.name, language: users.language })
    .from(organisations)
    .innerJoin(users, eq(users.id, inviter.id))
    .where(eq(organisations.id, organisationId));
  await sendInvitationMail(ctx.mailer, ctx.config.APP_URL, {
    email: input.email,
    organisation: about?.organisation ?? '',
    inviter: `${inviter.firstName} ${inviter.lastName}`.trim(),
    role: input.role,
    token,
    language: about?.language ?? 'en',
  });
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    venueIds: row.venueIds,
    expiresAt: row.expiresAt.toISOString(),
  };
}

async function isMemberOrInvited(
  db: NodePgDatabase,
  organisationId: string,
  email: string,
): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(sql`
    select exists (
      select 1 from organisations o join users u on u.id = o.owner_id
       where o.id = ${organisationId} and u.email = ${email}
      union all
      select 1 from organisation_members m join users u on u.id = m.user_id
       where m.organisation_id = ${organisationId} and m.removed_at is null and u.email = ${email}
      union all
      select 1 from organisation_invitations i
       where i.organisation_id = ${organisationId} and i.email = ${email}
         and i.accepted_at is null and i.revoked_at is null and i.expires_at > now()
    ) as found`);
  return rows[0]?.found === true;
}

/** Withdraws a pending invitation (owners and admins): its link stops working. */
export async function revokeInvitation(
  ctx: AppContext,
  actor: SessionUser,
  id: string,
): Promise<void> {
  const { db } = ctx.database;
  const membership = await requireOrganisationAction(db, actor, 'manageMembers');
  const revoked = isUuid(id)
    ? await db
        .update(organisationInvitations)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(organisationInvitations.id, id),
            eq(organisationInvitations.organisationId, membership.organisationId),
            isNull(organisationInvitations.acceptedAt),
            isNull(organisationInvitations.revokedAt),
          ),
        )
        .returning({ id: organisationInvitations.id })
    : [];
  if (revoked.length === 0) throw new AppError('not_found');
}

async function invitationByToken(db: NodePgDatabase, token: string) {
  const [row] = token
    ? await db
        .select({ invitation: organisationInvitations, organisationName: organisations.name })
        .from(organisationInvitations)
        .innerJoin(organisations, eq(organisations.id, organisationInvitations.organisationId))
        .where(eq(organisationInvitations.tokenHash, hashOf(token)))
    : [];
  if (!row) throw new AppError('invitation_unavailable');
  return row;
}

function stateOf(invitation: typeof organisationInvitations.$inferSelect, now = new Date()) {
  if (invitation.acceptedAt) return 'accepted' as const;
  if (invitation.revokedAt) return 'revoked' as const;
  if (invitation.expiresAt <= now) return 'expired' as const;
  return 'pending' as const;
}

/** What an invitation link offers, for its page (anyone holding the link may read it). */
export async function previewInvitation(
  ctx: AppContext,
  token: string,
): Promise<InvitationPreview> {
  const { db } = ctx.database;
  const { invitation, organisationName } = await invitationByToken(db, token);
  const named =
    invitation.venueIds.length > 0
      ? await db
          .select({ name: venues.name })
          .from(venues)
          .where(inArray(venues.id, invitation.venueIds))
      : [];
  return {
    organisationName,
    email: invitation.email,
    role: invitation.role,
    venueNames: named.map((venue) => venue.name ?? ''),
    state: stateOf(invitation),
  };
}

/**
 * Accepts an invitation for the signed-in restaurant account it was sent to. A person works for
 * one organisation: the organisation a new account was given at sign-up gives way when it holds
 * nothing yet (no listing, no other member); one that holds anything is `already_member`.
 */
export async function acceptInvitation(
  ctx: AppContext,
  user: SessionUser,
  token: string,
  ip: string | null = null,
): Promise<void> {
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    const { invitation } = await invitationByToken(tx, token);
    // One acceptance at a time per link: the second waits, then finds it accepted.
    await tx.execute(
      sql`select 1 from organisation_invitations where id = ${invitation.id} for update`,
    );
    const [fresh] = await tx
      .select()
      .from(organisationInvitations)
      .where(eq(organisationInvitations.id, invitation.id));
    if (!fresh || stateOf(fresh) !== 'pending') throw new AppError('invitation_unavailable');
    if (user.userType !== 'restaurant') throw new AppError('forbidden');
    if (user.email.toLowerCase() !== fresh.email) throw new AppError('invitation_email_mismatch');
    await leaveEmptyOrganisation(tx, user.id, fresh.organisationId);
    const [member] = await tx
      .insert(organisationMembers)
      .values({ organisationId: fresh.organisationId, userId: user.id, role: fresh.role })
      .returning({ id: organisationMembers.id });
    if (!member) throw new Error('the membership was not stored');
    if (fresh.role === 'manager' && fresh.venueIds.length > 0) {
      // Venues deleted since the invitation are skipped.
      const still = await tx
        .select({ id: venues.id })
        .from(venues)
        .where(
          and(inArray(venues.id, fresh.venueIds), eq(venues.organisationId, fresh.organisationId)),
        );
      if (still.length > 0) {
        await tx
          .insert(memberVenues)
          .values(still.map((venue) => ({ memberId: member.id, venueId: venue.id })));
      }
    }
    await tx
      .update(organisationInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: user.id })
      .where(eq(organisationInvitations.id, fresh.id));
    await recordOrganisationEvent(tx, {
      actor: user,
      action: 'organisation.join',
      organisationId: fresh.organisationId,
      subject: user.email,
      details: { role: fresh.role },
      ip,
    });
  });
  forgetReachableVenues(user);
  // The dashboard and pages loaded before joining reload with the organisation's venues.
  await ctx.live.endSessions(user.id);
}

async function leaveEmptyOrganisation(
  tx: NodePgDatabase,
  userId: string,
  joining: string,
): Promise<void> {
  const [current] = await tx
    .select({ organisationId: organisationMembers.organisationId })
    .from(organisationMembers)
    .where(and(eq(organisationMembers.userId, userId), isNull(organisationMembers.removedAt)));
  if (current) throw new AppError('already_member');
  const [owned] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.ownerId, userId));
  if (!owned) return;
  if (owned.id === joining) throw new AppError('already_member');
  const [holds] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(venues, eq(venues.id, jobs.restaurantId))
    .where(eq(venues.organisationId, owned.id))
    .limit(1);
  const [others] = await tx
    .select({ id: organisationMembers.id })
    .from(organisationMembers)
    .where(eq(organisationMembers.organisationId, owned.id))
    .limit(1);
  if (holds || others) throw new AppError('already_member');
  await tx.delete(organisations).where(eq(organisations.id, owned.id));
}
