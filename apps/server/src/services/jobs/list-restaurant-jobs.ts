import type { ListingSummary, Page } from '@brigade/shared/jobs/job-answers';
import type { ListingQuery } from '@brigade/shared/jobs/job-requests';
import type { SessionUser } from '@brigade/shared/session';
import { and, count, desc, eq, gte, ilike, inArray, sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { users } from '../../db/schema/users.ts';
import { alias } from '../../db/pg-core.ts';
import { containsPattern } from './contains-pattern.ts';
import { jobSummaryColumns } from './job-columns.ts';
import { presentListing } from './present-job.ts';
import { reachableVenueIds } from '../organisations/venue-access.ts';
import type { AppContext } from '../../core/app-context.ts';

const WEEK_MS = 7 * 86_400_000;
const assignee = alias(users, 'assignee');

/**
 * Manage Listings: the jobs of the venues the member works for (or of one of them), newest
 * first, optionally of one status or with `q` in their title (case-insensitive; only those
 * venues' rows are scanned, through jobs_restaurant_idx), each with its application counts (all, and those from the last 7 days).
 */
export async function listRestaurantJobs(
  ctx: AppContext,
  restaurant: SessionUser,
  query: ListingQuery,
): Promise<Page<ListingSummary>> {
  const { db } = ctx.database;
  const venueIds = await reachableVenueIds(db, restaurant);
  const shown = query.venue ? venueIds.filter((id) => id === query.venue) : venueIds;
  if (shown.length === 0) {
    return { items: [], page: query.page, pageSize: query.pageSize, total: 0 };
  }
  const where = and(
    inArray(jobs.restaurantId, shown),
    query.status ? eq(jobs.status, query.status) : undefined,
    query.q ? ilike(jobs.title, containsPattern(query.q)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ...jobSummaryColumns,
        restaurantId: jobs.restaurantId,
        closedReason: jobs.closedReason,
        removedAt: jobs.removedAt,
        validThrough: jobs.validThrough,
        assigneeId: jobs.assigneeId,
        assigneeFirstName: assignee.firstName,
        assigneeLastName: assignee.lastName,
        following: sql<boolean>`exists (select 1 from job_followers f
          where f.job_id = ${jobs.id} and f.user_id = ${restaurant.id})`,
      })
      .from(jobs)
      .leftJoin(assignee, eq(assignee.id, jobs.assigneeId))
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  const counts = await countApplications(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) =>
      presentListing(row, counts.get(row.id) ?? { total: 0, newThisWeek: 0 }),
    ),
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.total ?? 0,
  };
}

async function countApplications(
  db: NodePgDatabase,
  jobIds: string[],
): Promise<Map<string, { total: number; newThisWeek: number }>> {
  if (jobIds.length === 0) return new Map();
  const since = new Date(Date.now() - WEEK_MS);
  const rows = await db
    .select({
      jobId: applications.jobId,
      total: count(),
      newThisWeek:
        sql<number>`count(*) filter (where ${gte(applications.appliedAt, since)})`.mapWith(Number),
    })
    .from(applications)
    .where(inArray(applications.jobId, jobIds))
    .groupBy(applications.jobId);
  return new Map(rows.map(({ jobId, ...counts }) => [jobId, counts]));
}
