import { paths } from '@brigade/shared/routes';
import type { SessionUser } from '@brigade/shared/session';
import { dashboardPath } from './access.ts';

export interface AccountLink {
  to: string;
  labelKey: string;
}

/**
 * The signed-in user's menu (spec section 2), shared by the header menu and the mobile menu:
 * Edit Profile, their own dashboard (Admin Dashboard for admins), Browse Applicants and Team &
 * venues for restaurants (the only role their pages admit, `access.ts`), Messages, My Files, and Security
 * Center for admins. Sign Out follows them.
 */
export function accountLinks(user: Pick<SessionUser, 'userType'>): AccountLink[] {
  const isAdmin = user.userType === 'admin';
  const links: AccountLink[] = [
    { to: paths.profile.edit, labelKey: 'userMenu.editProfile' },
    {
      to: dashboardPath(user.userType),
      labelKey: isAdmin ? 'userMenu.adminDashboard' : 'userMenu.dashboard',
    },
    ...(user.userType === 'restaurant'
      ? [
          { to: paths.applications, labelKey: 'userMenu.browseApplicants' },
          { to: paths.restaurant.organisation, labelKey: 'userMenu.organisation' },
        ]
      : []),
    { to: paths.messaging, labelKey: 'userMenu.messages' },
    { to: paths.files, labelKey: 'userMenu.myFiles' },
  ];
  if (isAdmin) links.push({ to: paths.security, labelKey: 'userMenu.securityCenter' });
  return links;
}

/** The menu's label: the first name, else the e-mail, else null (shown as "My Account"). */
export function accountLabel(user: Pick<SessionUser, 'firstName' | 'email'>): string | null {
  return user.firstName.trim() || user.email.trim() || null;
}
