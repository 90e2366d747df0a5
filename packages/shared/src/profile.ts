import { z } from 'zod';
import { personName } from './auth/sign-up-rules.ts';
import { checkInput } from './input-checker.ts';
import { countries, currencies } from './money/countries.ts';
import { optionalTimeZoneSchema } from './time-zones.ts';

export const venueTypes = ['restaurant', 'bar', 'cafe', 'hotel', 'catering', 'other'] as const;
export type VenueType = (typeof venueTypes)[number];

/** The Person schema's bio limit (spec section 5). */
export const BIO_MAX_LENGTH = 1000;

/** Optional free text: trimmed, bounded, and refused when the spec's input checker refuses it. */
const freeText = (max: number, tooLongKey = 'validation.textTooLong') =>
  z
    .string()
    .trim()
    .max(max, tooLongKey)
    .superRefine((value, ctx) => {
      if (value === '') return;
      const checked = checkInput(value, 'text');
      if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.key });
    })
    .default('');

/** A phone number under the input checker's phone rule, stored as digits and plus only. */
const phone = z
  .string()
  .trim()
  .max(30, 'validation.phoneInvalid')
  .transform((value, ctx) => {
    if (value === '') return '';
    const checked = checkInput(value, 'phone');
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', message: checked.key });
      return z.NEVER;
    }
    return checked.value;
  })
  .default('');

const website = z
  .string()
  .trim()
  .max(200, 'validation.textTooLong')
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value),
    'validation.websiteInvalid',
  )
  .default('');

/**
 * Edit Profile (`PUT /api/profile`): the Person rules for names, the input checker for phone and
 * free text. Empty strings clear a field. Venue fields (country and currency among them) apply to
 * restaurants, headline and city to everyone (a restaurant's city is its venue's).
 */
export const profileInput = z.object({
  firstName: personName,
  lastName: personName,
  phone,
  bio: freeText(BIO_MAX_LENGTH, 'validation.bioTooLong'),
  headline: freeText(120),
  city: freeText(100),
  venueName: freeText(100),
  venueType: z.enum(['', ...venueTypes], 'validation.venueTypeInvalid').default(''),
  address: freeText(200),
  postcode: freeText(20),
  website,
  venueDescription: freeText(2000),
  /** The venue's country (ISO 3166-1 alpha-2) and the currency its pay is in (ISO 4217): saving a
   * country without a currency stores the country's own (`defaultCurrencyFor`). */
  country: z.enum(['', ...countries], 'validation.countryInvalid').default(''),
  currency: z.enum(['', ...currencies], 'validation.currencyInvalid').default(''),
  /** The venue's IANA time zone (interviews are set in it), stored in its canonical spelling. */
  timeZone: optionalTimeZoneSchema.default(''),
});
export type ProfileInput = z.infer<typeof profileInput>;
export type ProfileFields = Omit<ProfileInput, 'firstName' | 'lastName'>;

/** The profile's own fields (everything Edit Profile keeps beside the names), as a zod enum. */
export const profileField = profileInput.omit({ firstName: true, lastName: true }).keyof();

/** The fields each role must fill for profileComplete (the dashboard lists what is missing). */
export const requiredProfileFields = {
  applicant: ['headline', 'city', 'phone'],
  // The country too: without it a venue's pay has no currency (jobs show bare numbers).
  restaurant: ['venueName', 'venueType', 'address', 'city', 'postcode', 'country', 'phone'],
  /** A restaurant member who joined an organisation (teams): the venues are the organisation's. */
  teamMember: ['phone'],
  admin: [],
} as const satisfies Record<ProfileKind, readonly (keyof ProfileFields)[]>;

/**
 * What Edit Profile is about: a job seeker, a restaurant account with its own venue, a member of
 * another's organisation (their own details only), or an admin.
 */
export type ProfileKind = 'applicant' | 'restaurant' | 'teamMember' | 'admin';

export function missingProfileFields(
  userType: keyof typeof requiredProfileFields,
  profile: Partial<Record<keyof ProfileFields, string | null>>,
): (keyof ProfileFields)[] {
  return requiredProfileFields[userType].filter((field) => !profile[field]);
}

/** What a profile can lack: a required field, or (applicants) the resume. */
export type MissingProfileItem = keyof ProfileFields | 'resume';

/** What GET/PUT /api/profile answer. */
export interface ProfileAnswer {
  profile: ProfileInput & {
    email: string;
    userType: 'applicant' | 'restaurant' | 'admin';
    photoURL: string | null;
  };
  profileComplete: boolean;
  missing: MissingProfileItem[];
  /** False for an account that signs in only through its social provider (no password). */
  hasPassword: boolean;
  /** Restaurants: days to decide on an application before it closes by itself (decision-window.ts). */
  decisionDays: number;
  kind: ProfileKind;
  /** Teams: the account owns its organisation (deleting the account deletes it). */
  ownsOrganisation: boolean;
}
