import type { AdminUserSummary, AdminUsersQuery } from '@brigade/shared/admin/users';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { and, count, desc, eq, ilike, or, sql } from '../../../db/sql.ts';
import { venues } from '../../../db/schema/organisations.ts';
import { users } from '../../../db/schema/users.ts';
import { containsPattern } from '../../jobs/contains-pattern.ts';
import { toPage } from '../../pagination.ts';
import { presentAdminUser } from './present-admin-user.ts';
import type { AppContext } from '../../../core/app-context.ts';

/**
 * The admin's Users list, newest accounts first: `q` is part of the first name, last name, full
 * name or e-mail (case-insensitive, `%` and `_` taken literally), with role and status filters.
 */
export async function listUsers(
  ctx: AppContext,
  query: AdminUsersQuery,
): Promise<Page<AdminUserSummary>> {
  const { db } = ctx.database;
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = and(
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(users.name, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        )
      : undefined,
    query.type ? eq(users.userType, query.type) : undefined,
    query.status ? eq(users.isActive, query.status === 'active') : undefined,
  );
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      isActive: users.isActive,
      createdAt: users.createdAt,
      lastLogin: users.lastLogin,
      photoURL: users.photoURL,
      venueName: venues.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(users)
    // A restaurant account's own venue keeps its id (decision 024).
    .leftJoin(venues, eq(venues.id, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return toPage(
    rows,
    query,
    (row) => presentAdminUser(row, row.venueName),
    async () => {
      const [counted] = await db.select({ total: count() }).from(users).where(where);
      return counted?.total ?? 0;
    },
  );
}
