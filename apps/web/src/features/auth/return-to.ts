/**
 * The `returnTo` parameter of the sign-in and sign-up pages: where to go once signed in.
 * Only the sign-in pages need it, so it stays out of the first download.
 */
import type { SessionUser } from '@brigade/shared/session';
import { canAccess, dashboardPath, requiredAccess } from '../session/index.ts';

export { returnToParam } from '../session/index.ts';

const probeOrigin = 'https://brigade.invalid';

/**
 * A `returnTo` value made safe: only a path on this site (never `//host`, `/\host` or a full
 * URL, which could send someone elsewhere after signing in) and never a sign-in page itself.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a user goes once signed in: back to the page they came for if they may open it, else
 * their own dashboard.
 */
export function destinationAfterSignIn(
  user: Pick<SessionUser, 'userType'>,
  returnTo: string | null | undefined,
): string {
  const target = safeReturnTo(returnTo);
  if (target && canAccess(user, requiredAccess(target.split(/[?#]/)[0] ?? ''))) return target;
  return dashboardPath(user.userType);
}
