/**
 * Whether a request's Cookie header carries a session cookie (create-auth.ts: prefix `brigade`,
 * `__Secure-` over HTTPS). Without one the visitor is certainly signed out, so public routes can
 * skip the session lookup (a database read) and draw the signed-out page.
 */
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?brigade\.session_token=/;

export const hasSessionCookie = (cookieHeader: string | undefined): boolean =>
  sessionCookie.test(cookieHeader ?? '');
