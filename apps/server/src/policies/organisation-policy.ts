/**
 * Teams and several venues (issue 17, decision 024): what a member of an organisation may do,
 * by role and by the venues they were given. The one place these rules live; services ask it
 * with the member's membership as loaded for the request.
 */

/** owner: everything; admin: everything but ownership; manager: the work of their venues. */
export const memberRoles = ['owner', 'admin', 'manager'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** What a member does with the organisation as a whole. */
export type OrganisationAction =
  /** Delete the organisation, hand ownership to another member. */
  | 'manageOwnership'
  /** Invite, change roles and venues, remove members (never the owner: that is ownership). */
  | 'manageMembers'
  /** Add, edit and archive venues. */
  | 'manageVenues'
  /** See the members and the pending invitations. */
  | 'readMembers'
  /** Choose, pay for and cancel the organisation's plan (issue 18): whoever owns it pays. */
  | 'managePlan';

/** What a member does at one venue: its listings, their applications, the applicants. */
export type VenueAction =
  'postJob' | 'manageJob' | 'readApplications' | 'actOnApplication' | 'messageApplicant';

/** A person's membership of one organisation, as loaded for the request. */
export interface Membership {
  organisationId: string;
  role: MemberRole;
  /** The venues a manager was given; owners and admins reach every venue whatever it says. */
  venueIds: readonly string[];
  /** A removed member keeps their row for the audit trail, and nothing else. */
  removedAt: Date | null;
}

const organisationRules: Record<OrganisationAction, readonly MemberRole[]> = {
  manageOwnership: ['owner'],
  manageMembers: ['owner', 'admin'],
  manageVenues: ['owner', 'admin'],
  readMembers: ['owner', 'admin', 'manager'],
  managePlan: ['owner'],
};

/** A current member of this very organisation, or null for anyone else. */
function currentMember(membership: Membership | null, organisationId: string): Membership | null {
  if (!membership || membership.removedAt) return null;
  return membership.organisationId === organisationId ? membership : null;
}

/** Whether the member may do `action` to their organisation. */
export function canInOrganisation(
  membership: Membership | null,
  action: OrganisationAction,
  organisationId: string,
): boolean {
  const member = currentMember(membership, organisationId);
  return member !== null && organisationRules[action].includes(member.role);
}

/**
 * Whether the member may do `action` at a venue of `organisationId`: owners and admins at every
 * venue, managers at the venues given to them. A venue of another organisation is nobody's here.
 */
export function canAtVenue(
  membership: Membership | null,
  _action: VenueAction,
  venue: { organisationId: string; venueId: string },
): boolean {
  const member = currentMember(membership, venue.organisationId);
  if (!member) return false;
  if (member.role !== 'manager') return true;
  return member.venueIds.includes(venue.venueId);
}

/** Whether `actor` may change or remove `target`'s membership: never the owner's, nor their own. */
export function canChangeMember(
  actor: Membership | null,
  target: Membership & { userId: string },
  actorUserId: string,
): boolean {
  if (!canInOrganisation(actor, 'manageMembers', target.organisationId)) return false;
  if (target.userId === actorUserId) return false;
  return target.role !== 'owner';
}
