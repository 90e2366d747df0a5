/**
 * Routes of the spec's table whose screens arrive in later releases. Each gets an honest page
 * with its real title, what it will do, and links that are useful today. They are all
 * members-only: their page guards itself (features/session/components/require-access.tsx).
 */
import { paths } from '@brigade/shared/routes';

export interface ComingSoonLink {
  to: string;
  labelKey: string;
}

export interface ComingSoonRoute {
  path: string;
  /** i18n key prefix: `<key>.title` and `<key>.description`. */
  key: string;
  links: readonly ComingSoonLink[];
  /** Where Back goes, for detail pages whose natural parent is a list; default: history. */
  backTo?: string;
}

const contact = { to: paths.contact, labelKey: 'nav.contact' };
const home = { to: paths.home, labelKey: 'nav.home' };

export const comingSoonRoutes: readonly ComingSoonRoute[] = [
  { path: paths.admin.dashboard, key: 'comingSoon.pages.adminDashboard', links: [home, contact] },
  { path: paths.security, key: 'comingSoon.pages.security', links: [home, contact] },
];
