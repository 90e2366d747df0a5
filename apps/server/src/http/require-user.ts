import type { SessionUser } from '@brigade/shared/session';
import type { FastifyRequest } from 'fastify';
import { getSessionUser } from '../auth/session-user.ts';
import type { AppContext } from './app-types.ts';
import { AppError } from './app-error.ts';

type Role = SessionUser['userType'];

const signedInUsers = new WeakMap<FastifyRequest, SessionUser>();

/**
 * A hook (use it as preValidation, so 401/403 come before any input error) that admits signed-in, active users — of the given roles, when any are given:
 * 401 when nobody is signed in, 403 for another role. Routes then read the user with `userOf`.
 */
export function requireUser(
  ctx: AppContext,
  ...roles: Role[]
): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const user = await getSessionUser(ctx.auth, request);
    if (!user) throw new AppError('unauthorized');
    if (roles.length > 0 && !roles.includes(user.userType)) throw new AppError('forbidden');
    signedInUsers.set(request, user);
  };
}

/** The user `requireUser` admitted for this request. */
export function userOf(request: FastifyRequest): SessionUser {
  const user = signedInUsers.get(request);
  if (!user) throw new Error('userOf() needs the requireUser preHandler on this route');
  return user;
}
