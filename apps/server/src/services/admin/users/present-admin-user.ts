import type { AdminUserSummary } from '@brigade/shared/admin/users';
import type { users } from '../../../db/schema/users.ts';

type UserRow = typeof users.$inferSelect;

/** The only shape in which a user leaves the admin's API (never a hash, token or session). */
export function presentAdminUser(
  row: Pick<
    UserRow,
    | 'id'
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'userType'
    | 'isActive'
    | 'createdAt'
    | 'lastLogin'
    | 'photoURL'
  >,
  venueName: string | null,
): AdminUserSummary {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    userType: row.userType,
    isActive: row.isActive,
    createdAt: new Date(row.createdAt).toISOString(),
    lastLogin: row.lastLogin ? new Date(row.lastLogin).toISOString() : null,
    photoURL: row.photoURL ?? null,
    venueName: row.userType === 'restaurant' ? venueName || null : null,
  };
}
