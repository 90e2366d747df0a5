import { z } from 'zod';
import { profileInput } from '../profile.ts';
import { decisionWindowInput } from '../applications/decision-window.ts';
import { emailAddress } from '../text/email-address.ts';

/** The roles an owner or admin gives (ownership is not given: there is one owner). */
export const invitableRoles = ['admin', 'manager'] as const;
export type InvitableRole = (typeof invitableRoles)[number];

/** Days an invitation link works (issue 17). */
export const INVITATION_DAYS = 7;

/** Venues a manager is given: at least one (an admin's list is ignored: admins reach all). */
const venueIds = z.array(z.uuid('validation.venueInvalid')).max(100).default([]);

const withVenuesForManagers = <T extends { role: InvitableRole; venueIds: string[] }>(value: T) =>
  value.role !== 'manager' || value.venueIds.length > 0;
const managerVenues = { message: 'validation.managerVenuesRequired', path: ['venueIds'] };

/** POST /api/organisation/invitations: who to invite, as what, for which venues. */
export const invitationInput = z
  .object({
    email: emailAddress(),
    role: z.enum(invitableRoles, 'validation.memberRoleInvalid'),
    venueIds,
  })
  .refine(withVenuesForManagers, managerVenues);
export type InvitationInput = z.infer<typeof invitationInput>;

/** PUT /api/organisation/members/:id: a member's new role and venues. */
export const memberChangeInput = z
  .object({
    role: z.enum(invitableRoles, 'validation.memberRoleInvalid'),
    venueIds,
  })
  .refine(withVenuesForManagers, managerVenues);
export type MemberChangeInput = z.infer<typeof memberChangeInput>;

/** PUT /api/organisation/owner: the member (their member row's id) who becomes the owner. */
export const ownershipInput = z.object({ memberId: z.uuid('validation.memberInvalid') });
export type OwnershipInput = z.infer<typeof ownershipInput>;

/** POST/PUT /api/organisation/venues: a venue's details, as Edit Profile takes them. */
export const venueInput = profileInput
  .pick({
    venueName: true,
    venueType: true,
    address: true,
    postcode: true,
    city: true,
    country: true,
    currency: true,
    timeZone: true,
    website: true,
    venueDescription: true,
  })
  // Its days to decide on an application (no ghosting); unsaid: left as it is (21 for a new one).
  .extend({ decisionDays: decisionWindowInput.shape.days.optional() })
  .refine((venue) => venue.venueName !== '', {
    message: 'validation.venueNameRequired',
    path: ['venueName'],
  });
export type VenueInput = z.infer<typeof venueInput>;
