import { describe, expect, it } from 'vitest';
import { paths } from '@brigade/shared/routes';
import { destinationAfterSignIn, safeReturnTo } from './return-to.ts';

describe('safeReturnTo', () => {
  it('keeps paths on this site, with their query and hash', () => {
    expect(safeReturnTo('/messaging')).toBe('/messaging');
    expect(safeReturnTo('/applicant/applications/a1?tab=notes#top')).toBe(
      '/applicant/applications/a1?tab=notes#top',
    );
  });

  it.each([
    null,
    '',
    'messaging',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example', // browsers drop tabs: it would read //evil.example
    'javascript:alert(1)',
    ' /messaging',
    '/auth/login',
    '/auth/register?type=applicant',
  ])('refuses %j', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });
});

describe('destinationAfterSignIn', () => {
  it('goes back to the page asked for when the user may open it', () => {
    expect(destinationAfterSignIn({ userType: 'restaurant' }, '/applications')).toBe(
      '/applications',
    );
    expect(destinationAfterSignIn({ userType: 'applicant' }, '/messaging?c=1')).toBe(
      '/messaging?c=1',
    );
    expect(destinationAfterSignIn({ userType: 'admin' }, '/jobs')).toBe('/jobs');
  });

  it('goes to the user’s own dashboard otherwise', () => {
    expect(destinationAfterSignIn({ userType: 'applicant' }, null)).toBe(paths.applicant.dashboard);
    expect(destinationAfterSignIn({ userType: 'applicant' }, '/restaurant/dashboard')).toBe(
      paths.applicant.dashboard,
    );
    expect(destinationAfterSignIn({ userType: 'restaurant' }, 'https://evil.example')).toBe(
      paths.restaurant.dashboard,
    );
    expect(destinationAfterSignIn({ userType: 'admin' }, undefined)).toBe(paths.admin.dashboard);
  });
});
