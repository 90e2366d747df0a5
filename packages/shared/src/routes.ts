/**
 * The typed route registry: every route of the product spec's table, used by the web app's
 * router and links and by the end-to-end tests, so a path is written in exactly one place.
 */
export type LoginType = 'applicant' | 'restaurant';

export const paths = {
  home: '/',
  jobs: '/jobs',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  pricing: '/pricing',
  auth: {
    login: (type?: LoginType) => (type ? `/auth/login?type=${type}` : '/auth/login'),
    adminLogin: '/auth/admin-login',
    register: '/auth/register',
    /** Beyond the spec's table: asking for, and using, a password-reset link. */
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
  },
  profile: { edit: '/profile/edit' },
  admin: { dashboard: '/admin/dashboard' },
  restaurant: {
    dashboard: '/restaurant/dashboard',
    createListing: '/restaurant/create-listing',
    application: (id: string) => `/restaurant/applications/${encodeURIComponent(id)}`,
  },
  applicant: {
    dashboard: '/applicant/dashboard',
    createResume: '/applicant/create-resume',
    applications: '/applicant/applications',
    application: (id: string) => `/applicant/applications/${encodeURIComponent(id)}`,
  },
  messaging: '/messaging',
  security: '/security',
  applications: '/applications',
} as const;

/** Router patterns for the routes that take a parameter. */
export const routePatterns = {
  restaurantApplication: '/restaurant/applications/:id',
  applicantApplication: '/applicant/applications/:id',
} as const;

/** Every static route of the spec's table, for tests that visit each page. */
export const staticRoutes: readonly string[] = [
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
  paths.profile.edit,
  paths.admin.dashboard,
  paths.restaurant.dashboard,
  paths.restaurant.createListing,
  paths.applicant.dashboard,
  paths.applicant.createResume,
  paths.applicant.applications,
  paths.messaging,
  paths.security,
  paths.applications,
];

/** The public API's paths, shared by the server's routes and the browser's fetchers. */
export const apiPaths = {
  health: '/api/health',
  contact: '/api/contact',
  auth: {
    signUp: '/api/auth/sign-up',
    signIn: '/api/auth/sign-in',
    signOut: '/api/auth/sign-out',
    session: '/api/auth/session',
    forgotPassword: '/api/auth/forgot-password',
    resetPassword: '/api/auth/reset-password',
    /** GET: which social provider is configured (AuthProvidersAnswer). */
    providers: '/api/auth/providers',
    /** GET ?type=applicant|restaurant: where the social sign-in popup starts. */
    socialStart: '/api/auth/social/start',
    /** GET: the OpenID provider's redirect URI. */
    socialCallback: '/api/auth/social/callback',
  },
  /** DELETE with { password }: removes the signed-in account. */
  account: '/api/account',
  profile: '/api/profile',
} as const;

const parameterisedRoutes = Object.values(routePatterns).map(
  (pattern) => new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}$`),
);

/** Whether a pathname is one of the app's pages (the server answers 404 for anything else). */
export function isClientRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return staticRoutes.includes(path) || parameterisedRoutes.some((route) => route.test(path));
}
