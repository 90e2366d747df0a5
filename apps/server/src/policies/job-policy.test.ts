import { describe, expect, it } from 'vitest';
import { can, canPostJob, type JobAction } from './job-policy.ts';

const owner = { id: 'r1', userType: 'restaurant' } as const;
const viewers = {
  signedOut: null,
  applicant: { id: 'a1', userType: 'applicant' },
  otherRestaurant: { id: 'r2', userType: 'restaurant' },
  owner,
  admin: { id: 'x1', userType: 'admin' },
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
      const job = { restaurantId: owner.id, status };
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
      const job = { restaurantId: owner.id, status: 'closed', removedAt: new Date() } as const;
      expect(can(viewers[name], action, job)).toBe(allowed.includes(name));
    });
  });

  it('lets restaurants only post jobs', () => {
    expect(
      (Object.keys(viewers) as ViewerName[]).filter((name) => canPostJob(viewers[name])),
    ).toEqual(['otherRestaurant', 'owner']);
  });

  it('does not take an admin or applicant with the owner’s id for the owner', () => {
    const job = { restaurantId: 'same', status: 'draft' } as const;
    expect(can({ id: 'same', userType: 'applicant' }, 'edit', job)).toBe(false);
    expect(can({ id: 'same', userType: 'admin' }, 'edit', job)).toBe(false);
  });
});
