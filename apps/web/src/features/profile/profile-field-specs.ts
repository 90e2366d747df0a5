import type { ProfileFieldName } from './profile-form-values.ts';

export interface TextFieldSpec {
  /** The shared schema's upper bound, also enforced by the box. */
  maxLength: number;
  rows?: number;
  type?: 'text' | 'tel' | 'url';
  autoComplete?: string;
  /** Shows `profile.hints.<field>` under the box. */
  hint?: boolean;
}

/** How each plain text field of Edit Profile is drawn (bio and venue type have their own). */
export const textFieldSpecs: Partial<Record<ProfileFieldName, TextFieldSpec>> = {
  firstName: { maxLength: 50, autoComplete: 'given-name' },
  lastName: { maxLength: 50, autoComplete: 'family-name' },
  phone: { maxLength: 30, type: 'tel', autoComplete: 'tel', hint: true },
  headline: { maxLength: 120, hint: true },
  city: { maxLength: 100, autoComplete: 'address-level2' },
  venueName: { maxLength: 100, autoComplete: 'organization' },
  address: { maxLength: 200, autoComplete: 'street-address' },
  postcode: { maxLength: 20, autoComplete: 'postal-code' },
  website: { maxLength: 200, type: 'url', autoComplete: 'url', hint: true },
  venueDescription: { maxLength: 2000, rows: 5 },
};
