import { z } from 'zod';
import type {
  InvitationPreview,
  OrganisationAnswer,
  OrganisationInvitation,
  OrganisationVenue,
} from '../organisations/organisation-answers.ts';
import { answerOf, answerRegistry, instant } from './answer-schema.ts';

/** Answer schemas of teams (issue 17): an organisation, its venues, members and invitations. */

const invitableRole = z.enum(['admin', 'manager']);

export const organisationVenueView = answerOf<OrganisationVenue>()(
  z
    .object({
      id: z.uuid(),
      name: z.string(),
      venueType: z.string().nullable(),
      address: z.string().nullable(),
      postcode: z.string().nullable(),
      city: z.string().nullable(),
      country: z.string().nullable(),
      currency: z.string().nullable(),
      timeZone: z.string().nullable(),
      decisionDays: z.int().min(1),
      website: z.string().nullable(),
      description: z.string().nullable(),
      logoURL: z.string().nullable(),
      archived: z.boolean(),
    })
    .register(answerRegistry, {
      id: 'OrganisationVenue',
      description: 'A venue of my organisation.',
    }),
);

export const organisationInvitationView = answerOf<OrganisationInvitation>()(
  z
    .object({
      id: z.uuid(),
      email: z.string(),
      role: invitableRole,
      venueIds: z.array(z.uuid()),
      expiresAt: instant(),
    })
    .register(answerRegistry, {
      id: 'OrganisationInvitation',
      description: 'A pending invitation to join my organisation.',
    }),
);

export const organisationAnswer = answerOf<OrganisationAnswer>()(
  z
    .object({
      id: z.uuid(),
      name: z.string(),
      myRole: z.enum(['owner', 'admin', 'manager']),
      myVenueIds: z.array(z.uuid()),
      venues: z.array(organisationVenueView),
      members: z.array(
        z.object({
          id: z.uuid(),
          userId: z.uuid(),
          firstName: z.string(),
          lastName: z.string(),
          email: z.string(),
          role: z.enum(['owner', 'admin', 'manager']),
          venueIds: z.array(z.uuid()),
        }),
      ),
      invitations: z.array(organisationInvitationView),
    })
    .register(answerRegistry, {
      id: 'Organisation',
      description:
        'My organisation: its venues, its members and, for owners and admins, invitations.',
    }),
);

export const invitationPreviewAnswer = answerOf<InvitationPreview>()(
  z
    .object({
      organisationName: z.string(),
      email: z.string(),
      role: invitableRole,
      venueNames: z.array(z.string()),
      state: z.enum(['pending', 'accepted', 'expired', 'revoked']),
    })
    .register(answerRegistry, {
      id: 'InvitationPreview',
      description: 'What an invitation link offers, before it is accepted.',
    }),
);
