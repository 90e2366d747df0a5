import type { SessionUser } from '@brigade/shared/session';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { users } from '../db/schema/users.ts';
import type { Auth } from './create-auth.ts';

type UserRow = typeof users.$inferSelect;

/** The presenter: the only shape in which a user leaves the server. */
export function presentSessionUser(user: Pick<UserRow, keyof SessionUser>): SessionUser {
  return {
    id: user.id,
    email: user.email,
    userType: user.userType,
    firstName: user.firstName,
    lastName: user.lastName,
    photoURL: user.photoURL ?? null,
    isActive: user.isActive,
    profileComplete: user.profileComplete,
    createdAt: new Date(user.createdAt).toISOString(),
    lastLogin: user.lastLogin ? new Date(user.lastLogin).toISOString() : null,
  };
}

/**
 * Absolute session lifetime: however often it is used (each use extends the 7-day idle expiry),
 * a session ends 30 days after its sign-in.
 */
export const SESSION_MAX_AGE_MS = 30 * 86_400_000;

export interface SignedInSession {
  user: SessionUser;
  /** When this session's sign-in happened (re-authentication checks use it). */
  startedAt: Date;
  /** The session's id (signing out ends this session's live streams). */
  sessionId: string;
}

/** The request's session with its signed-in, active user, or null. */
export async function getSignedInSession(
  auth: Auth,
  request: FastifyRequest,
): Promise<SignedInSession | null> {
  const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!found) return null;
  const startedAt = new Date(found.session.createdAt);
  if (Date.now() - startedAt.getTime() > SESSION_MAX_AGE_MS) {
    const context = await auth.$context;
    await context.internalAdapter.deleteSession(found.session.token);
    return null;
  }
  const user = presentSessionUser(found.user as unknown as UserRow);
  return user.isActive ? { user, startedAt, sessionId: found.session.id } : null;
}

/** The request's signed-in, active user, or null. */
export async function getSessionUser(
  auth: Auth,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  return (await getSignedInSession(auth, request))?.user ?? null;
}
