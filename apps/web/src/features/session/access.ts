/**
 * Who may open which page, and where a signed-out visitor is sent instead. Pure functions, so
 * the guard, the sign-in pages and the unit tests share one role map.
 */
import { paths } from '@brigade/shared/routes';
import type { SessionUser } from '@brigade/shared/session';

export type UserType = SessionUser['userType'];

/** A page's audience: one role, or any signed-in user. */
export type Access = UserType | 'any';

const prefixes: readonly [prefix: string, access: Access][] = [
  ['/admin/', 'admin'],
  ['/restaurant/', 'restaurant'],
  ['/applicant/', 'applicant'],
  // One resume from Browse Applicants.
  ['/applicants/', 'restaurant'],
];

const exact: Readonly<Record<string, Access>> = {
  [paths.security]: 'admin',
  [paths.applications]: 'restaurant',
  [paths.profile.edit]: 'any',
  [paths.messaging]: 'any',
  [paths.files]: 'any',
};

/** The audience of a path, or null for a public page. */
export function requiredAccess(pathname: string): Access | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const match = prefixes.find(([prefix]) => path.startsWith(prefix));
  return match ? match[1] : (exact[path] ?? null);
}

export function canAccess(user: Pick<SessionUser, 'userType'>, access: Access | null): boolean {
  return access === null || access === 'any' || access === user.userType;
}

/** Each user's home after signing in. */
export function dashboardPath(userType: UserType): string {
  if (userType === 'admin') return paths.admin.dashboard;
  return userType === 'restaurant' ? paths.restaurant.dashboard : paths.applicant.dashboard;
}

export const returnToParam = 'returnTo';

/** Adds `returnTo` to a sign-in or sign-up path, keeping its other parameters. */
export function withReturnTo(path: string, returnTo: string | null): string {
  if (!returnTo) return path;
  const [base = '', query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(returnToParam, returnTo);
  return `${base}?${params.toString()}`;
}

/** The sign-in page for a page's audience, remembering the page to come back to. */
export function signInPathFor(access: Access, returnTo: string): string {
  const page =
    access === 'admin'
      ? paths.auth.adminLogin
      : paths.auth.login(access === 'any' ? undefined : access);
  return withReturnTo(page, returnTo);
}
