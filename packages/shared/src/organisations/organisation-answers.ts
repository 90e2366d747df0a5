import type { InvitableRole } from './organisation-input.ts';

export type MemberRole = 'owner' | InvitableRole;

/** A venue of the organisation, as its settings list it. */
export interface OrganisationVenue {
  id: string;
  name: string;
  venueType: string | null;
  address: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
  /** The currency its listings pay in (ISO 4217) and the clock its interviews are set in (IANA). */
  currency: string | null;
  timeZone: string | null;
  /** Days it takes to decide on an application before it closes by itself (no ghosting). */
  decisionDays: number;
  website: string | null;
  description: string | null;
  /** Its logo (public), shown on its job pages and its own page; null: none. */
  logoURL: string | null;
  archived: boolean;
}

/** A member as the organisation sees them (never shown to anyone outside it). */
export interface OrganisationMember {
  /** The member row's id; the owner's is their user id (the owner has no member row). */
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: MemberRole;
  /** A manager's venues; empty for the owner and admins, who reach them all. */
  venueIds: string[];
}

export interface OrganisationInvitation {
  id: string;
  email: string;
  role: InvitableRole;
  venueIds: string[];
  expiresAt: string;
}

/** GET /api/organisation: the signed-in member's organisation. */
export interface OrganisationAnswer {
  id: string;
  name: string;
  /** The signed-in person's role, and the venues they work for. */
  myRole: MemberRole;
  myVenueIds: string[];
  venues: OrganisationVenue[];
  members: OrganisationMember[];
  /** Pending invitations (owners and admins only; empty for managers). */
  invitations: OrganisationInvitation[];
}

/** GET /api/invitations/:token: what the link offers, before it is accepted. */
export interface InvitationPreview {
  organisationName: string;
  email: string;
  role: InvitableRole;
  venueNames: string[];
  state: 'pending' | 'accepted' | 'expired' | 'revoked';
}
