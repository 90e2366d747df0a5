import { describe, expect, it } from 'vitest';
import { personNameFromClaim, socialSignUpType, splitDisplayName } from './social-sign-in.ts';

const email = 'chef@example.com';

describe('splitDisplayName (the spec: split on the first space)', () => {
  it.each([
    ['Mary Jane Watson', 'Mary', 'Jane Watson'],
    ['Ana García', 'Ana', 'García'],
    ['  Ana   María  López ', 'Ana', 'María López'],
    ['Cher', 'Cher', ''],
  ])('%j → %j + %j', (name, firstName, lastName) => {
    expect(splitDisplayName(name, { email })).toEqual({ firstName, lastName });
  });

  it('falls back to the given and family names, then to the e-mail', () => {
    expect(splitDisplayName('', { givenName: 'Jo', familyName: 'Bloggs', email })).toEqual({
      firstName: 'Jo',
      lastName: 'Bloggs',
    });
    expect(splitDisplayName(null, { email })).toEqual({ firstName: 'chef', lastName: '' });
  });
});

describe('socialSignUpType', () => {
  it('takes restaurant from the page, and applicant otherwise (never admin)', () => {
    expect(socialSignUpType('restaurant')).toBe('restaurant');
    expect(socialSignUpType('applicant')).toBe('applicant');
    expect(socialSignUpType('admin')).toBe('applicant');
    expect(socialSignUpType(undefined)).toBe('applicant');
  });
});

describe('personNameFromClaim', () => {
  it.each([
    ['Mary Jane', 'Mary Jane'],
    ['  Zoë  ', 'Zoë'],
    ['St. John', 'St. John'],
    ['Ana 👩‍🍳', 'Ana'],
    ['K-9 Unit 7', 'K- Unit'],
    ['Jo\u0000se', 'Jose'],
    ['<script>', 'script'],
    ['A'.repeat(80), 'A'.repeat(50)],
    ['1234', ''],
    ['🎧', ''],
    ['', ''],
  ])('makes %j pass the Person rule as %j', (claim, name) => {
    expect(personNameFromClaim(claim)).toBe(name);
  });
});
