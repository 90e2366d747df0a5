import { describe, expect, it } from 'vitest';
import {
  canAtVenue,
  canChangeMember,
  canInOrganisation,
  type Membership,
  type OrganisationAction,
  type VenueAction,
} from './organisation-policy.ts';

const organisation = 'org-1';
const venueA = { organisationId: organisation, venueId: 'venue-a' };
const venueB = { organisationId: organisation, venueId: 'venue-b' };
const elsewhere = { organisationId: 'org-2', venueId: 'venue-z' };

const member = (role: Membership['role'], venueIds: string[] = []): Membership => ({
  organisationId: organisation,
  role,
  venueIds,
  removedAt: null,
});

/** Who asks, as the table names them. */
const people: Record<string, Membership | null> = {
  owner: member('owner'),
  admin: member('admin'),
  'manager of venue A': member('manager', ['venue-a']),
  'manager of venue B': member('manager', ['venue-b']),
  'removed member': { ...member('admin'), removedAt: new Date('2026-11-01') },
  'another organisation': { ...member('owner'), organisationId: 'org-2' },
  nobody: null,
};

const venueActions: VenueAction[] = [
  'postJob',
  'manageJob',
  'readApplications',
  'actOnApplication',
  'messageApplicant',
];

describe('what a member may do at a venue (issue 17: role × venue access × action)', () => {
  const allowed: Record<string, { a: boolean; b: boolean }> = {
    owner: { a: true, b: true },
    admin: { a: true, b: true },
    'manager of venue A': { a: true, b: false },
    'manager of venue B': { a: false, b: true },
    'removed member': { a: false, b: false },
    'another organisation': { a: false, b: false },
    nobody: { a: false, b: false },
  };
  for (const [who, membership] of Object.entries(people)) {
    it.each(venueActions)(`${who}: %s at venue A and venue B`, (action) => {
      expect(canAtVenue(membership, action, venueA)).toBe(allowed[who]?.a);
      expect(canAtVenue(membership, action, venueB)).toBe(allowed[who]?.b);
    });
  }

  it('gives nobody of this organisation a venue of another, whatever their role', () => {
    for (const membership of Object.values(people).filter(
      (p) => p?.organisationId === organisation,
    )) {
      expect(canAtVenue(membership, 'readApplications', elsewhere)).toBe(false);
    }
    expect(canAtVenue(people['another organisation'] ?? null, 'readApplications', elsewhere)).toBe(
      true,
    );
  });
});

describe('what a member may do to the organisation', () => {
  const table: [OrganisationAction, string[]][] = [
    ['manageOwnership', ['owner']],
    ['manageMembers', ['owner', 'admin']],
    ['manageVenues', ['owner', 'admin']],
    ['readMembers', ['owner', 'admin', 'manager of venue A', 'manager of venue B']],
    ['managePlan', ['owner']],
  ];
  it.each(table)('%s: only %j', (action, allowedPeople) => {
    const allowed = Object.entries(people)
      .filter(([, membership]) => canInOrganisation(membership, action, organisation))
      .map(([who]) => who);
    expect(allowed).toEqual(allowedPeople);
  });
});

describe('changing a member', () => {
  const target = (role: Membership['role'], userId: string) => ({ ...member(role), userId });
  it.each([
    ['owner', 'an admin', target('admin', 'u-admin'), true],
    ['owner', 'a manager', target('manager', 'u-manager'), true],
    ['admin', 'a manager', target('manager', 'u-manager'), true],
    ['admin', 'another admin', target('admin', 'u-admin-2'), true],
    ['admin', 'the owner', target('owner', 'u-owner'), false],
    ['manager of venue A', 'a manager', target('manager', 'u-manager'), false],
    ['removed member', 'a manager', target('manager', 'u-manager'), false],
  ] as const)('%s may change %s: %s', (who, _label, changed, expected) => {
    expect(canChangeMember(people[who] ?? null, changed, 'u-actor')).toBe(expected);
  });

  it('never lets a member change their own membership', () => {
    expect(canChangeMember(people.admin ?? null, target('admin', 'u-actor'), 'u-actor')).toBe(
      false,
    );
  });
});
