/**
 * Routes of the spec's table whose screens arrive in later releases. Each gets an honest page
 * with its real title, what it will do, and links that are useful today. They are all
 * members-only: their page guards itself (features/session/components/require-access.tsx).
 */
import { paths, routePatterns } from '@brigade/shared/routes';

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

const jobs = { to: paths.jobs, labelKey: 'nav.jobs' };
const pricing = { to: paths.pricing, labelKey: 'footer.premiumPlans' };
const contact = { to: paths.contact, labelKey: 'nav.contact' };
const home = { to: paths.home, labelKey: 'nav.home' };
const about = { to: paths.about, labelKey: 'nav.about' };

export const comingSoonRoutes: readonly ComingSoonRoute[] = [
  { path: paths.profile.edit, key: 'comingSoon.pages.editProfile', links: [jobs, about, contact] },
  { path: paths.admin.dashboard, key: 'comingSoon.pages.adminDashboard', links: [home, contact] },
  {
    path: paths.restaurant.dashboard,
    key: 'comingSoon.pages.restaurantDashboard',
    links: [pricing, contact],
  },
  {
    path: paths.applicant.dashboard,
    key: 'comingSoon.pages.applicantDashboard',
    links: [jobs, pricing, contact],
  },
  { path: paths.messaging, key: 'comingSoon.pages.messaging', links: [home, contact] },
  { path: paths.security, key: 'comingSoon.pages.security', links: [home, contact] },
  {
    path: paths.applicant.createResume,
    key: 'comingSoon.pages.createResume',
    links: [jobs, pricing, contact],
  },
  {
    path: paths.applicant.applications,
    key: 'comingSoon.pages.applicantApplications',
    links: [jobs, contact],
  },
  {
    path: routePatterns.applicantApplication,
    key: 'comingSoon.pages.applicantApplication',
    links: [jobs, contact],
    backTo: paths.applicant.applications,
  },
  {
    path: paths.restaurant.createListing,
    key: 'comingSoon.pages.createListing',
    links: [pricing, contact],
  },
  {
    path: routePatterns.restaurantApplication,
    key: 'comingSoon.pages.restaurantApplication',
    links: [pricing, contact],
    backTo: paths.restaurant.dashboard,
  },
  { path: paths.applications, key: 'comingSoon.pages.browseApplicants', links: [pricing, contact] },
];
