import { and, asc, count, eq, isNull, max, sql, type SQL } from '../../db/sql.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { venues } from '../../db/schema/organisations.ts';
import type { AppContext } from '../../core/app-context.ts';

/** What crawlers and aggregators may see: open jobs an admin has not removed. */
export const listedJobs: SQL = and(eq(jobs.status, 'open'), isNull(jobs.removedAt)) as SQL;

/**
 * When a job was last opened (published): one read of the first entry of the open-jobs
 * publication index, however many jobs there are. A job that opens (new or reopened) changes it.
 */
export async function lastPublished(ctx: AppContext): Promise<number> {
  const [row] = await ctx.database.db
    .select({ at: max(jobs.publishedAt) })
    .from(jobs)
    .where(eq(jobs.status, 'open'));
  return row?.at ? new Date(row.at).getTime() : 0;
}

/** How many jobs the sitemaps list (read when they are rebuilt, not on every request). */
export async function countListedJobs(ctx: AppContext): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(jobs).where(listedJobs);
  return row?.n ?? 0;
}

/**
 * One jobs sitemap's entries: the `part`th run of `size` jobs, oldest published first (so new jobs
 * land in the last file and the earlier ones change only when a job closes).
 */
export function listedJobPage(
  ctx: AppContext,
  part: number,
  size: number,
): Promise<{ id: string; updatedAt: Date }[]> {
  return ctx.database.db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(listedJobs)
    .orderBy(sql`${jobs.publishedAt} asc nulls first`, asc(jobs.id))
    .limit(size)
    .offset((part - 1) * size);
}

/**
 * The venues whose page (/venues/:id) is worth indexing: named, not archived, with at least one
 * listed job; each with its jobs' last change. At most `limit` (one sitemap file).
 */
export function listedVenues(
  ctx: AppContext,
  limit: number,
): Promise<{ id: string; updatedAt: Date }[]> {
  return ctx.database.db
    .select({
      id: jobs.restaurantId,
      updatedAt: sql<Date>`max(${jobs.updatedAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(jobs)
    .innerJoin(venues, eq(venues.id, jobs.restaurantId))
    .where(and(listedJobs, isNull(venues.archivedAt), sql`coalesce(${venues.name}, '') <> ''`))
    .groupBy(jobs.restaurantId)
    .orderBy(asc(jobs.restaurantId))
    .limit(limit);
}
