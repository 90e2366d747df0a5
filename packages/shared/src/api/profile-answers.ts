import { z } from 'zod';
import { countries, currencies } from '../money/countries.ts';
import { profileField, venueTypes, type ProfileAnswer } from '../profile.ts';
import { answerOf, answerRegistry } from './answer-schema.ts';

/** Answer schemas of Edit Profile (profile.ts). */

export const profileAnswer = answerOf<ProfileAnswer>()(
  z
    .object({
      profile: z.object({
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        userType: z.enum(['applicant', 'restaurant', 'admin']),
        photoURL: z.string().nullable(),
        phone: z.string(),
        bio: z.string(),
        headline: z.string(),
        city: z.string(),
        venueName: z.string(),
        venueType: z.enum(['', ...venueTypes]),
        address: z.string(),
        postcode: z.string(),
        website: z.string(),
        venueDescription: z.string(),
        country: z.enum(['', ...countries]),
        currency: z.enum(['', ...currencies]),
        /** IANA, e.g. Europe/Madrid; '' when the venue has not said. */
        timeZone: z.string(),
      }),
      profileComplete: z.boolean(),
      /** The required fields still empty, and `resume` for an applicant without one. */
      missing: z.array(z.union([profileField, z.literal('resume')])),
      hasPassword: z.boolean(),
      decisionDays: z.int().min(1),
      /** teamMember: a restaurant member of another's organisation (own details only). */
      kind: z.enum(['applicant', 'restaurant', 'teamMember', 'admin']),
      ownsOrganisation: z.boolean(),
    })
    .register(answerRegistry, {
      id: 'Profile',
      description: 'My profile as Edit Profile shows it, with what my role still has to fill in.',
    }),
);
