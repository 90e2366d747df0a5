import type { AdminJobSummary, AdminJobsQuery } from '@brigade/shared/admin/job-moderation';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql } from '../../db/sql.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { organisations, venues } from '../../db/schema/organisations.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../jobs/contains-pattern.ts';
import { toPage } from '../pagination.ts';
import type { AppContext } from '../../core/app-context.ts';

/**
 * Every job, newest first, for moderation: `q` finds part of the title or the venue's name;
 * `status` 'removed' means removed by an admin, the others the job's status among jobs not
 * removed. One query: the venue and its organisation's owner (the e-mail shown) joined, the
 * application count as a correlated count.
 */
export async function listAdminJobs(
  ctx: AppContext,
  query: AdminJobsQuery,
): Promise<Page<AdminJobSummary>> {
  const { db } = ctx.database;
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = and(
    pattern ? or(ilike(jobs.title, pattern), ilike(jobs.venueName, pattern)) : undefined,
    query.status === 'removed'
      ? isNotNull(jobs.removedAt)
      : query.status
        ? and(eq(jobs.status, query.status), isNull(jobs.removedAt))
        : undefined,
  );
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      closedReason: jobs.closedReason,
      removedAt: jobs.removedAt,
      city: jobs.city,
      createdAt: jobs.createdAt,
      publishedAt: jobs.publishedAt,
      restaurantId: jobs.restaurantId,
      venueName: jobs.venueName,
      email: users.email,
      applicationCount: sql<number>`(select count(*) from ${applications} where ${applications.jobId} = ${jobs.id})::int`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(jobs)
    .innerJoin(venues, eq(venues.id, jobs.restaurantId))
    .innerJoin(organisations, eq(organisations.id, venues.organisationId))
    .innerJoin(users, eq(users.id, organisations.ownerId))
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return toPage(
    rows,
    query,
    (row): AdminJobSummary => ({
      id: row.id,
      title: row.title,
      status: row.status,
      closedReason: row.closedReason,
      removedAt: row.removedAt?.toISOString() ?? null,
      city: row.city,
      createdAt: row.createdAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      restaurant: { id: row.restaurantId, venueName: row.venueName, email: row.email },
      applicationCount: Number(row.applicationCount),
    }),
    async () => {
      const [counted] = await db.select({ total: count() }).from(jobs).where(where);
      return counted?.total ?? 0;
    },
  );
}
