import type { SessionUser } from '@brigade/shared/session';
import type { FastifyRequest } from 'fastify';
import { getSignedInSession, type SignedInSession } from '../auth/session-user.ts';
import type { AppContext } from '../core/app-context.ts';
import { AppError } from '../core/app-error.ts';

type Role = SessionUser['userType'];

const signedInSessions = new WeakMap<FastifyRequest, SignedInSession>();

/**
 * A hook (use it as preValidation, so 401/403 come before any input error) that admits signed-in, active users — of the given roles, when any are given:
 * 401 when nobody is signed in, 403 for another role. Routes then read the user with `userOf`.
 */
export function requireUser(
  ctx: AppContext,
  ...roles: Role[]
): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const session = await getSignedInSession(ctx.auth, request);
    if (!session) throw new AppError('unauthorized');
    if (roles.length > 0 && !roles.includes(session.user.userType)) throw new AppError('forbidden');
    signedInSessions.set(request, session);
  };
}

/** The user `requireUser` admitted for this request. */
export function userOf(request: FastifyRequest): SessionUser {
  return sessionOf(request).user;
}

/** The session `requireUser` admitted (its user, and when it signed in). */
export function sessionOf(request: FastifyRequest): SignedInSession {
  const session = signedInSessions.get(request);
  if (!session) throw new Error('userOf() needs the requireUser preHandler on this route');
  return session;
}
