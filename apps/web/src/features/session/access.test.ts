import { describe, expect, it } from 'vitest';
import { paths, staticRoutes } from '@brigade/shared/routes';
import { canAccess, dashboardPath, requiredAccess, signInPathFor, withReturnTo } from './access.ts';

describe('requiredAccess (the role map)', () => {
  it.each([
    [paths.admin.dashboard, 'admin'],
    [paths.security, 'admin'],
    [paths.restaurant.dashboard, 'restaurant'],
    [paths.restaurant.createListing, 'restaurant'],
    [paths.restaurant.application('a1'), 'restaurant'],
    [paths.applications, 'restaurant'],
    [paths.applicantProfile('r1'), 'restaurant'],
    [paths.applicant.dashboard, 'applicant'],
    [paths.applicant.createResume, 'applicant'],
    [paths.applicant.applications, 'applicant'],
    [paths.applicant.application('a1'), 'applicant'],
    [paths.profile.edit, 'any'],
    [paths.messaging, 'any'],
    [paths.files, 'any'],
    [`${paths.messaging}/`, 'any'],
  ])('%s is for %s', (path, access) => {
    expect(requiredAccess(path)).toBe(access);
  });

  it('leaves the public pages and the sign-in pages open', () => {
    const open = [
      paths.home,
      paths.jobs,
      paths.about,
      paths.contact,
      paths.privacy,
      paths.terms,
      paths.pricing,
      paths.auth.login(),
      paths.auth.adminLogin,
      paths.auth.register,
      paths.auth.forgotPassword,
      paths.auth.resetPassword,
    ];
    for (const path of open) expect(requiredAccess(path), path).toBeNull();
    // Every other route of the spec's table is members-only.
    const guarded = staticRoutes.filter((path) => !open.includes(path));
    for (const path of guarded) expect(requiredAccess(path), path).not.toBeNull();
  });
});

describe('canAccess', () => {
  it('lets each role into its own pages and everyone signed in into shared ones', () => {
    expect(canAccess({ userType: 'applicant' }, 'applicant')).toBe(true);
    expect(canAccess({ userType: 'applicant' }, 'restaurant')).toBe(false);
    expect(canAccess({ userType: 'restaurant' }, 'admin')).toBe(false);
    expect(canAccess({ userType: 'admin' }, 'applicant')).toBe(false);
    expect(canAccess({ userType: 'admin' }, 'any')).toBe(true);
    expect(canAccess({ userType: 'restaurant' }, null)).toBe(true);
  });
});

describe('sign-in paths', () => {
  it('sends each audience to its sign-in page with returnTo', () => {
    expect(signInPathFor('admin', '/security')).toBe('/auth/admin-login?returnTo=%2Fsecurity');
    expect(signInPathFor('restaurant', '/applications')).toBe(
      '/auth/login?type=restaurant&returnTo=%2Fapplications',
    );
    expect(signInPathFor('applicant', '/applicant/dashboard')).toBe(
      '/auth/login?type=applicant&returnTo=%2Fapplicant%2Fdashboard',
    );
    expect(signInPathFor('any', '/messaging?c=1')).toBe(
      '/auth/login?returnTo=%2Fmessaging%3Fc%3D1',
    );
  });

  it('keeps a path unchanged when there is nothing to return to', () => {
    expect(withReturnTo('/auth/register?type=restaurant', null)).toBe(
      '/auth/register?type=restaurant',
    );
  });

  it('knows each role’s dashboard', () => {
    expect(dashboardPath('applicant')).toBe(paths.applicant.dashboard);
    expect(dashboardPath('restaurant')).toBe(paths.restaurant.dashboard);
    expect(dashboardPath('admin')).toBe(paths.admin.dashboard);
  });
});
