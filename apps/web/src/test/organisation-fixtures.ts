import type {
  OrganisationAnswer,
  OrganisationMember,
} from '@brigade/shared/organisations/organisation-answers';

/** A member of a test organisation: "Ana Ruiz" with id `m-<userId>`. */
export const testMember = (
  userId: string,
  firstName: string,
  role: OrganisationMember['role'],
  venueIds: string[] = [],
): OrganisationMember => ({
  id: `m-${userId}`,
  userId,
  firstName,
  lastName: 'Ruiz',
  email: `${firstName.toLowerCase()}@example.com`,
  role,
  venueIds,
});

/** A test organisation as GET /api/organisation answers it. */
export const testOrganisation = (
  overrides: Partial<OrganisationAnswer> & Pick<OrganisationAnswer, 'members'>,
): OrganisationAnswer => ({
  id: 'org-1',
  name: 'Casa Norte',
  myRole: 'owner',
  myVenueIds: [],
  venues: [],
  invitations: [],
  ...overrides,
});
