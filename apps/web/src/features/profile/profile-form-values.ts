/**
 * What Edit Profile holds and shows per role: everyone edits their names, phone and bio; a job
 * seeker adds a headline and a city, a restaurant its venue's details (the city is the venue's).
 */
import type { z } from 'zod';
import type { ProfileAnswer, ProfileKind, profileInput } from '@brigade/shared/profile';

/** The form's values: the shared schema's input (the resolver turns them into its output). */
export type ProfileFormValues = z.input<typeof profileInput>;
export type ProfileFieldName = keyof ProfileFormValues;
export type ProfileUserType = ProfileAnswer['profile']['userType'];

export const personalFields = ['firstName', 'lastName', 'phone', 'bio'] as const;

const roleFields = {
  applicant: ['headline', 'city'],
  restaurant: [
    'venueName',
    'venueType',
    'address',
    'city',
    'postcode',
    'country',
    'timeZone',
    'currency',
    'website',
    'venueDescription',
  ],
  // A member of another's organisation: the venues are the organisation's (its settings page).
  teamMember: [],
  admin: [],
} as const satisfies Record<ProfileKind, readonly ProfileFieldName[]>;

/** The role's own fields, in the order the form shows them. */
export function roleFieldsOf(kind: ProfileKind): readonly ProfileFieldName[] {
  return roleFields[kind];
}

/** Every field the form shows for a role, in order (server field errors go under these). */
export function visibleFields(kind: ProfileKind): ProfileFieldName[] {
  return [...personalFields, ...roleFields[kind]];
}

/** The form's starting values from the server's profile (fields of other roles are kept too). */
export function profileFormValues(profile: ProfileAnswer['profile']): Required<ProfileFormValues> {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    bio: profile.bio,
    headline: profile.headline,
    city: profile.city,
    venueName: profile.venueName,
    venueType: profile.venueType,
    address: profile.address,
    postcode: profile.postcode,
    website: profile.website,
    venueDescription: profile.venueDescription,
    country: profile.country,
    currency: profile.currency,
    timeZone: profile.timeZone,
  };
}
