import { paths } from '@brigade/shared/routes';

/** The header's links, shared by the desktop navigation and the mobile slide-out menu. */
export const mainNavItems = [
  { to: paths.home, labelKey: 'nav.home', end: true },
  { to: paths.jobs, labelKey: 'nav.jobs', end: false },
  { to: paths.about, labelKey: 'nav.about', end: false },
  { to: paths.contact, labelKey: 'nav.contact', end: false },
] as const;
