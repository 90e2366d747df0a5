import type { JobSearchPage } from '@brigade/shared/jobs/job-answers';
import type { JobSearchQuery, JobSort } from '@brigade/shared/jobs/job-search';
import { and, count, desc, eq, notExists, sql, type SQL } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { correctTypos } from './correct-typos.ts';
import { availabilityMaskOf } from './availability-mask.ts';
import { newestFirst, summaryColumnsFor } from './job-columns.ts';
import { bestFitAgainst, fitsAgainst, knownMask } from './shift-fit-sql.ts';
import { paySortedJobs } from './pay-sorted-jobs.ts';
import { presentJobSummary } from './present-job.ts';
import { searchConditions, textQuery } from './search-conditions.ts';
import type { AppContext } from '../../core/app-context.ts';

/** Totals are counted up to this; beyond it the answer says "at least" (totalExact false). */
export const COUNT_CAP = 1000;

/** Relevance when there is text to be relevant to, newest otherwise. */
export function effectiveSort(query: JobSearchQuery): JobSort {
  const sort = query.sort ?? (query.q ? 'relevance' : 'newest');
  return sort === 'relevance' && !query.q ? 'newest' : sort;
}

/**
 * Browse Jobs (GET /api/jobs): a page of open jobs matching the query. When the text finds
 * nothing, its words are corrected to the closest title words and searched again
 * (`correctedQuery` says so). For a signed-in applicant with availability on their resume, each
 * job says how its shifts fit it, and `fits` / `sort=fit` filter and rank on that fit;
 * `notApplied` leaves out the jobs they applied to.
 */
export async function searchJobs(
  ctx: AppContext,
  query: JobSearchQuery,
  viewer: Viewer = null,
): Promise<JobSearchPage> {
  const { db } = ctx.database;
  const q = query.q || undefined;
  const availability = await availabilityMaskOf(db, viewer);
  // The correction (a small trigram lookup) is asked for while the search runs, so a typo costs
  // one round trip more than a plain search instead of two; it is used only when nothing matched.
  const applicantId = query.notApplied && viewer?.userType === 'applicant' ? viewer.id : null;
  const [found, corrected] = await Promise.all([
    findPage(db, query, q, availability, applicantId),
    q ? correctTypos(db, q) : null,
  ]);
  if (!q || found.total > 0 || !corrected) return { ...found, correctedQuery: null };
  return {
    ...(await findPage(db, query, corrected, availability, applicantId)),
    correctedQuery: corrected,
  };
}

/** Jobs `applicantId` has not applied to (one probe of the job + applicant unique index each). */
const notAppliedBy = (db: NodePgDatabase, applicantId: string): SQL =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(applications)
      .where(and(eq(applications.jobId, jobs.id), eq(applications.applicantId, applicantId))),
  );

type Viewer = Parameters<typeof availabilityMaskOf>[1];
type Found = Omit<JobSearchPage, 'correctedQuery'>;

/** How many boosted listings lead the first page of a search, at most. */
export const BOOSTED_FIRST = 3;

/**
 * A search's page. The first page of any order starts with the matching listings boosted now
 * (plans: "Urgently hiring"), newest boost first, each shown once; the pages after are the
 * order's own, so totals and paging stay as they were.
 */
async function findPage(
  db: NodePgDatabase,
  query: JobSearchQuery,
  text: string | undefined,
  availability: number | null,
  applicantId: string | null,
): Promise<Found> {
  const where = and(
    searchConditions(query, text),
    query.fits && availability !== null ? fitsAgainst(knownMask(availability)) : undefined,
    applicantId ? notAppliedBy(db, applicantId) : undefined,
  );
  const columns = summaryColumnsFor(availability);
  const [found, boosted] = await Promise.all([
    orderedPage(db, query, text, availability, where, columns),
    query.page === 1 ? boostedMatches(db, where, columns) : [],
  ]);
  if (boosted.length === 0) return found;
  const first = boosted.map(presentJobSummary);
  const shown = new Set(first.map((job) => job.id));
  return { ...found, items: [...first, ...found.items.filter((job) => !shown.has(job.id))] };
}

/** The few matches boosted now (jobs_open_boosted_idx holds only those). */
function boostedMatches(
  db: NodePgDatabase,
  where: SQL | undefined,
  columns: ReturnType<typeof summaryColumnsFor>,
) {
  return db
    .select(columns)
    .from(jobs)
    .where(and(where, sql`${jobs.boostedUntil} > now()`))
    .orderBy(desc(jobs.boostedUntil), desc(jobs.id))
    .limit(BOOSTED_FIRST);
}

/** One page of the search in its order (relevance, newest, best fit, pay or total). */
async function orderedPage(
  db: NodePgDatabase,
  query: JobSearchQuery,
  text: string | undefined,
  availability: number | null,
  where: SQL | undefined,
  columns: ReturnType<typeof summaryColumnsFor>,
): Promise<Found> {
  const paging = { page: query.page, pageSize: query.pageSize };
  const offset = (query.page - 1) * query.pageSize;
  const sort = effectiveSort(query);
  if (sort === 'relevance' && text) {
    // Ranking costs more than matching: a common word matches thousands of jobs, and ranking all
    // of them took most of the search's time. So the newest COUNT_CAP + 1 matches are ranked
    // (the rest are older than any of them), and their number is the capped total. Only the
    // page's ids leave the ranking; the page's columns are read for those alone.
    const candidates = db
      .select({ id: jobs.id, vector: jobs.searchVector, publishedAt: jobs.publishedAt })
      .from(jobs)
      .where(where)
      .orderBy(newestFirst, desc(jobs.id))
      .limit(COUNT_CAP + 1)
      .as('candidates');
    const rank = sql<number>`ts_rank_cd(${candidates.vector}, ${textQuery(text)})`;
    const ranked = db
      .select({
        id: candidates.id,
        publishedAt: candidates.publishedAt,
        rank: rank.as('rank'),
        total: sql<number>`count(*) over ()`.as('total'),
      })
      .from(candidates)
      .orderBy(desc(rank), sql`${candidates.publishedAt} desc nulls last`, desc(candidates.id))
      .limit(query.pageSize)
      .offset(offset)
      .as('ranked');
    const rows = await db
      .select({ ...columns, total: sql<number>`${ranked.total}`.mapWith(Number) })
      .from(ranked)
      .innerJoin(jobs, eq(jobs.id, ranked.id))
      .orderBy(desc(ranked.rank), sql`${ranked.publishedAt} desc nulls last`, desc(ranked.id));
    const first = rows[0];
    if (first) {
      return {
        ...paging,
        items: rows.map(presentJobSummary),
        total: Math.min(first.total, COUNT_CAP),
        totalExact: first.total <= COUNT_CAP,
      };
    }
    if (query.page === 1) return { ...paging, items: [], total: 0, totalExact: true };
    return { ...paging, items: [], ...(await countUpToCap(db, where)) };
  }
  // Best fit first, then newest; without availability to fit, newest.
  const order =
    sort === 'fit' && availability !== null
      ? [bestFitAgainst(knownMask(availability)), newestFirst, desc(jobs.id)]
      : [newestFirst, desc(jobs.id)];
  const [rows, counted] = await Promise.all([
    sort === 'pay' || sort === 'total'
      ? paySortedJobs(db, where, query, availability, sort)
      : pageInOrder(db, where, order, query.pageSize, offset, columns),
    countUpToCap(db, where),
  ]);
  return { ...paging, items: rows.map(presentJobSummary), ...counted };
}

/**
 * One page of jobs in `order`: the page's ids are found first, reading only what the filter and
 * the order need (a city's newest or best-fitting jobs come from one index alone, an index-only
 * scan of jobs_open_city_fit_idx), then the page's columns are read for those ids.
 */
function pageInOrder(
  db: NodePgDatabase,
  where: SQL | undefined,
  order: SQL[],
  pageSize: number,
  offset: number,
  columns: ReturnType<typeof summaryColumnsFor>,
) {
  const page = db
    .select({ pageId: jobs.id })
    .from(jobs)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset(offset)
    .as('page');
  // The page's order again: its expressions read the same row, joined by id.
  return db
    .select(columns)
    .from(page)
    .innerJoin(jobs, eq(jobs.id, page.pageId))
    .orderBy(...order);
}

/**
 * Counts matches up to COUNT_CAP: a broad search (every open job) stops after the cap instead of
 * reading all of them for a number the page shows as "1,000+".
 */
async function countUpToCap(
  db: NodePgDatabase,
  where: SQL | undefined,
): Promise<{ total: number; totalExact: boolean }> {
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(jobs)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('capped');
  const [row] = await db.select({ total: count() }).from(capped);
  const total = row?.total ?? 0;
  return { total: Math.min(total, COUNT_CAP), totalExact: total <= COUNT_CAP };
}
