import { describe, expect, it } from 'vitest';
import {
  canStartConversation,
  canTalkAbout,
  type ConversationParty,
  type PartiesRelationship,
} from './messaging-policy.ts';

const people = {
  applicant: { id: 'a1', userType: 'applicant' },
  otherApplicant: { id: 'a2', userType: 'applicant' },
  restaurant: { id: 'r1', userType: 'restaurant' },
  otherRestaurant: { id: 'r2', userType: 'restaurant' },
  admin: { id: 'x1', userType: 'admin' },
  otherAdmin: { id: 'x2', userType: 'admin' },
} as const satisfies Record<string, ConversationParty>;
type Person = keyof typeof people;

const relationships = {
  none: { applied: false, resumeVisible: false },
  applied: { applied: true, resumeVisible: false },
  resumeVisible: { applied: false, resumeVisible: true },
  both: { applied: true, resumeVisible: true },
} as const satisfies Record<string, PartiesRelationship>;
type Relationship = keyof typeof relationships;

// starter → recipient: the relationships under which starting is allowed (all others refused).
const table: [Person, Person, Relationship[]][] = [
  ['restaurant', 'applicant', ['applied', 'resumeVisible', 'both']],
  ['applicant', 'restaurant', ['applied', 'both']],
  ['applicant', 'otherApplicant', []],
  ['restaurant', 'otherRestaurant', []],
  ['applicant', 'admin', []],
  ['restaurant', 'admin', []],
  ['admin', 'applicant', ['none', 'applied', 'resumeVisible', 'both']],
  ['admin', 'restaurant', ['none', 'applied', 'resumeVisible', 'both']],
  ['admin', 'otherAdmin', ['none', 'applied', 'resumeVisible', 'both']],
  ['applicant', 'applicant', []],
  ['restaurant', 'restaurant', []],
  ['admin', 'admin', []],
];

describe('who may start a conversation', () => {
  describe.each(table)('%s → %s', (starter, recipient, allowed) => {
    it.each(Object.keys(relationships) as Relationship[])('relationship: %s', (relationship) => {
      expect(
        canStartConversation(people[starter], people[recipient], relationships[relationship]),
      ).toBe(allowed.includes(relationship));
    });
  });
});

describe('a conversation about an application', () => {
  const application = { applicantId: people.applicant.id };
  // `restaurant` works for the application's venue (teams: any member who does); the other
  // restaurant does not. Who may talk about it with whom: only its two parties, or an admin.
  const worksForVenue = (party: { id: string }) => party.id === people.restaurant.id;
  const cases: [Person, Person, boolean][] = [
    ['restaurant', 'applicant', true],
    ['applicant', 'restaurant', true],
    ['otherRestaurant', 'applicant', false],
    ['restaurant', 'otherApplicant', false],
    ['otherApplicant', 'restaurant', false],
    ['applicant', 'otherRestaurant', false],
    ['admin', 'applicant', true],
    ['admin', 'otherRestaurant', true],
    ['applicant', 'applicant', false],
    ['admin', 'admin', false],
  ];
  it('does not take an applicant listed as working for the venue for one of its members', () => {
    expect(canTalkAbout(people.otherApplicant, people.applicant, application, () => true)).toBe(
      false,
    );
  });
  it.each(cases)('%s → %s: %s', (starter, recipient, allowed) => {
    expect(canTalkAbout(people[starter], people[recipient], application, worksForVenue)).toBe(
      allowed,
    );
  });
});
