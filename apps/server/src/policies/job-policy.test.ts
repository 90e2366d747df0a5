import { describe, expect, it } from 'vitest';
import { can, canPostJob, type JobAction } from './job-policy.ts';

const venue = 'v1';
// `owner`: a member who works for the job's venue (the owner, an admin, its manager alike).
const viewers = {
  signedOut: null,
  applicant: { userType: 'applicant', venueIds: [] },
  otherRestaurant: { userType: 'restaurant', venueIds: ['v2'] },
  owner: { userType: 'restaurant', venueIds: ['v2', venue] },
  admin: { userType: 'admin', venueIds: [] },
} as const;
type ViewerName = keyof typeof viewers;

// Who may do what, per job status: the rows are actions, the allowed viewers are listed.
const table: [JobAction, 'draft' | 'open' | 'closed', ViewerName[]][] = [
  ['read', 'open', ['signedOut', 'applicant', 'otherRestaurant', 'owner', 'admin']],
  ['read', 'draft', ['owner', 'admin']],
  ['read', 'closed', ['owner', 'admin']],
  ['edit', 'open', ['owner']],
  ['edit', 'draft', ['owner']],
  ['edit', 'closed', ['owner']],
  ['changeStatus', 'open', ['owner']],
  ['changeStatus', 'draft', ['owner']],
  ['changeStatus', 'closed', ['owner']],
];

describe('the job policy', () => {
  describe.each(table)('%s a %s job', (action, status, allowed) => {
    it.each(Object.keys(viewers) as ViewerName[])('%s', (name) => {
      const job = { restaurantId: venue, status };
      expect(can(viewers[name], action, job)).toBe(allowed.includes(name));
    });
  });

  // A job an admin removed is closed for good: its restaurant and admins still read it, nobody
  // edits or moves it.
  describe.each([
    ['read', ['owner', 'admin']],
    ['edit', []],
    ['changeStatus', []],
  ] as [JobAction, ViewerName[]][])('%s a removed job', (action, allowed) => {
    it.each(Object.keys(viewers) as ViewerName[])('%s', (name) => {
      const job = { restaurantId: venue, status: 'closed', removedAt: new Date() } as const;
      expect(can(viewers[name], action, job)).toBe(allowed.includes(name));
    });
  });

  it('lets restaurant members with a venue only post jobs', () => {
    expect(
      (Object.keys(viewers) as ViewerName[]).filter((name) => canPostJob(viewers[name])),
    ).toEqual(['otherRestaurant', 'owner']);
    // A removed member reaches no venue any more.
    expect(canPostJob({ userType: 'restaurant', venueIds: [] })).toBe(false);
  });

  it('does not take an admin or applicant listed with the venue for one of its members', () => {
    const job = { restaurantId: venue, status: 'draft' } as const;
    expect(can({ userType: 'applicant', venueIds: [venue] }, 'edit', job)).toBe(false);
    expect(can({ userType: 'admin', venueIds: [venue] }, 'edit', job)).toBe(false);
  });
});
