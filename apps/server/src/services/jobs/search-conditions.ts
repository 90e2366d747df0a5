import { hoursPerPeriod } from '@brigade/shared/jobs/job-options';
import type { JobSearchQuery } from '@brigade/shared/jobs/job-search';
import { and, eq, gte, sql, type SQL } from '../../db/sql.ts';
import { jobs } from '../../db/schema/jobs.ts';

/** The full-text query for `text` (web-search syntax: quotes, OR, -word; never a syntax error). */
export const textQuery = (text: string): SQL => sql`websearch_to_tsquery('english', ${text})`;

/**
 * Browse Jobs' filter: open jobs only, then each parameter narrows. `text` (the query's `q`, or
 * its typo-corrected form) must match the weighted search document: title, venue, requirements,
 * description, through its GIN index.
 */
export function searchConditions(query: JobSearchQuery, text: string | undefined): SQL | undefined {
  return and(
    eq(jobs.status, 'open'),
    text ? sql`${jobs.searchVector} @@ ${textQuery(text)}` : undefined,
    query.role ? eq(jobs.role, query.role) : undefined,
    query.employmentType ? eq(jobs.employmentType, query.employmentType) : undefined,
    // Matches the lower(city) index; cities are compared case-insensitively.
    query.city ? sql`lower(${jobs.city}) = lower(${query.city})` : undefined,
    // Pay is compared on hourly terms (hourly_pay is the top of the range, per hour).
    query.minPay !== undefined
      ? gte(jobs.hourlyPay, query.minPay / hoursPerPeriod[query.payPeriod])
      : undefined,
    // The estimated total a week (its top, as the pay above), tips included.
    query.minTotal !== undefined ? gte(jobs.weeklyTotal, query.minTotal) : undefined,
    // A minimum pay or total is in one currency: only jobs paying in it compare (job-search.ts).
    (query.minPay !== undefined || query.minTotal !== undefined) && query.currency
      ? eq(jobs.currency, query.currency)
      : undefined,
    query.postedWithin
      ? sql`${jobs.publishedAt} >= now() - make_interval(days => ${query.postedWithin})`
      : undefined,
  );
}
