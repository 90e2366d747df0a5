import { apiPaths } from '@brigade/shared/routes';
import type { SessionAnswer } from '@brigade/shared/session';
import { apiFetch } from '../../../lib/api-client.ts';

/** The one cache entry for "who is signed in"; sign-in, sign-up and sign-out write to it. */
export const sessionQueryKey = ['session'] as const;

/** GET /api/auth/session: the signed-in user, or `{ user: null }`. */
export function getSession(signal?: AbortSignal): Promise<SessionAnswer> {
  return apiFetch<SessionAnswer>(apiPaths.auth.session, { signal });
}
