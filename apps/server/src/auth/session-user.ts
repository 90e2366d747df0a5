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

/** The request's signed-in, active user, or null. */
export async function getSessionUser(
  auth: Auth,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const user = presentSessionUser(session.user as unknown as UserRow);
  return user.isActive ? user : null;
}
