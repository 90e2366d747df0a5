import { describe, expect, it } from 'vitest';
import { profileInput } from '@brigade/shared/profile';
import type { ProfileAnswer } from '@brigade/shared/profile';
import { profileFormValues, visibleFields } from './profile-form-values.ts';

const profile: ProfileAnswer['profile'] = {
  email: 'marco@example.com',
  userType: 'restaurant',
  photoURL: null,
  firstName: 'Marco',
  lastName: 'Rossi',
  phone: '+442079460958',
  bio: '',
  headline: '',
  city: 'London',
  venueName: 'Trattoria Rossi',
  venueType: 'restaurant',
  address: '1 Market Street',
  postcode: 'E1 6AN',
  website: '',
  venueDescription: '',
  country: 'GB',
  currency: 'GBP',
  timeZone: '',
};

describe('visibleFields', () => {
  it('shows each role its own fields after the personal ones', () => {
    expect(visibleFields('applicant')).toEqual([
      'firstName',
      'lastName',
      'phone',
      'bio',
      'headline',
      'city',
    ]);
    expect(visibleFields('restaurant')).toEqual([
      'firstName',
      'lastName',
      'phone',
      'bio',
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
    ]);
    expect(visibleFields('admin')).toEqual(['firstName', 'lastName', 'phone', 'bio']);
  });
});

describe('profileFormValues', () => {
  it('holds every field of the shared schema, and nothing the form cannot send', () => {
    const values = profileFormValues(profile);
    expect(Object.keys(values).sort()).toEqual(Object.keys(profileInput.shape).sort());
    expect(profileInput.parse(values)).toEqual(values);
  });
});
