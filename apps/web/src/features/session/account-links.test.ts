import { describe, expect, it } from 'vitest';
import { paths } from '@brigade/shared/routes';
import { accountLabel, accountLinks } from './account-links.ts';

describe('accountLinks (the user menu, spec section 2)', () => {
  it('gives a job seeker and a restaurant their own dashboard, without Security Center', () => {
    expect(accountLinks({ userType: 'applicant' })).toEqual([
      { to: paths.profile.edit, labelKey: 'userMenu.editProfile' },
      { to: paths.applicant.dashboard, labelKey: 'userMenu.dashboard' },
      { to: paths.messaging, labelKey: 'userMenu.messages' },
      { to: paths.files, labelKey: 'userMenu.myFiles' },
    ]);
    expect(accountLinks({ userType: 'restaurant' })[1]).toEqual({
      to: paths.restaurant.dashboard,
      labelKey: 'userMenu.dashboard',
    });
  });

  it('gives restaurants, and only them, Browse Applicants and Team & venues after their dashboard', () => {
    expect(accountLinks({ userType: 'restaurant' })[2]).toEqual({
      to: paths.applications,
      labelKey: 'userMenu.browseApplicants',
    });
    expect(accountLinks({ userType: 'restaurant' })[3]).toEqual({
      to: paths.restaurant.organisation,
      labelKey: 'userMenu.organisation',
    });
    for (const userType of ['applicant', 'admin'] as const) {
      const targets = accountLinks({ userType }).map((link) => link.to);
      expect(targets).not.toContain(paths.applications);
      expect(targets).not.toContain(paths.restaurant.organisation);
    }
  });

  it('labels the admin dashboard and adds Security Center for admins', () => {
    expect(accountLinks({ userType: 'admin' })).toEqual([
      { to: paths.profile.edit, labelKey: 'userMenu.editProfile' },
      { to: paths.admin.dashboard, labelKey: 'userMenu.adminDashboard' },
      { to: paths.messaging, labelKey: 'userMenu.messages' },
      { to: paths.files, labelKey: 'userMenu.myFiles' },
      { to: paths.security, labelKey: 'userMenu.securityCenter' },
    ]);
  });
});

describe('accountLabel', () => {
  it('is the first name, else the e-mail, else nothing (My Account)', () => {
    expect(accountLabel({ firstName: 'Ana', email: 'ana@example.com' })).toBe('Ana');
    expect(accountLabel({ firstName: '  ', email: 'ana@example.com' })).toBe('ana@example.com');
    expect(accountLabel({ firstName: '', email: '' })).toBeNull();
  });
});
