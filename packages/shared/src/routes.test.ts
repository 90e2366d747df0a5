import { describe, expect, it } from 'vitest';
import { isClientRoute, paths, staticRoutes } from './routes.ts';

describe('the route registry', () => {
  it('holds every route of the spec table', () => {
    expect(staticRoutes).toEqual(
      expect.arrayContaining([
        '/',
        '/jobs',
        '/about',
        '/contact',
        '/privacy',
        '/terms',
        '/pricing',
        '/auth/login',
        '/auth/admin-login',
        '/auth/register',
        '/auth/forgot-password',
        '/auth/reset-password',
        '/profile/edit',
        '/admin/dashboard',
        '/restaurant/dashboard',
        '/applicant/dashboard',
        '/messaging',
        '/security',
        '/applicant/create-resume',
        '/applicant/applications',
        '/restaurant/create-listing',
        '/applications',
      ]),
    );
    expect(paths.auth.login('applicant')).toBe('/auth/login?type=applicant');
    expect(paths.restaurant.application('a b')).toBe('/restaurant/applications/a%20b');
    expect(paths.applicant.application('7')).toBe('/applicant/applications/7');
    expect(paths.job('a/b')).toBe('/jobs/a%2Fb');
    expect(paths.restaurant.editListing('7')).toBe('/restaurant/listings/7/edit');
  });

  it.each([
    ['/', true],
    ['/about', true],
    ['/about/', true],
    ['/auth/login', true],
    ['/applicant/applications/123', true],
    ['/restaurant/applications/abc-def', true],
    ['/applicants/abc-def', true],
    ['/applicants/', false],
    ['/jobs/abc-def', true],
    ['/jobs/abc/def', false],
    ['/restaurant/listings/abc-def/edit', true],
    ['/restaurant/listings/abc-def', false],
    ['/restaurant/applications/', false],
    ['/restaurant/applications/1/2', false],
    ['/no-such-page', false],
    ['/api/health', false],
    ['/files', true],
    ['/files/profile-pictures/a/b.png', false],
  ])('%s is a client route: %s', (path, expected) => {
    expect(isClientRoute(path)).toBe(expected);
  });
});
