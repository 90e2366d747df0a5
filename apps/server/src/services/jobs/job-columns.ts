import { sql, type SQL } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs.ts';

/** The columns a JobSummary needs, for queries that list many jobs (no description, no vector). */
export const jobSummaryColumns = {
  id: jobs.id,
  title: jobs.title,
  role: jobs.role,
  employmentType: jobs.employmentType,
  location: jobs.location,
  city: jobs.city,
  salary: jobs.salary,
  salaryMax: jobs.salaryMax,
  payPeriod: jobs.payPeriod,
  currency: jobs.currency,
  tips: jobs.tips,
  hoursMin: jobs.hoursMin,
  hoursMax: jobs.hoursMax,
  status: jobs.status,
  venueName: jobs.venueName,
  publishedAt: jobs.publishedAt,
  createdAt: jobs.createdAt,
};

/**
 * How many of a job's shifts fall in an availability mask (week-mask.ts), how many it has, and
 * how many a week it needs: counted by the database from the kept masks, so Browse Jobs can
 * filter and sort on fit without reading jobs into JavaScript.
 */
function fitColumns(availabilityMask: number | null) {
  return {
    fitShared:
      availabilityMask === null
        ? sql<number | null>`null::int`
        : sql<
            number | null
          >`bit_count((${jobs.shiftMask} & ${availabilityMask}::int)::bit(28))::int`,
    fitSlots: sql<number>`bit_count(${jobs.shiftMask}::bit(28))::int`,
    shiftsPerWeek: jobs.shiftsPerWeek,
  };
}

/** A list's columns, with the fit to `availabilityMask` when there is one (else fitShared null). */
export function summaryColumnsFor(availabilityMask: number | null) {
  return { ...jobSummaryColumns, ...fitColumns(availabilityMask) };
}

/** The shifts a week a job needs: as stated, else all it names. */
const shiftsNeeded = sql`coalesce(${jobs.shiftsPerWeek}, bit_count(${jobs.shiftMask}::bit(28))::int)`;

/** Jobs that name shifts, enough of which fall in the availability. */
export function fitsAvailability(availabilityMask: number): SQL {
  return sql`${jobs.shiftMask} <> 0 and bit_count((${jobs.shiftMask} & ${availabilityMask}::int)::bit(28))::int >= ${shiftsNeeded}`;
}

/** The share of a job's needed shifts the availability covers, best first; no shifts named last. */
export function bestFitFirst(availabilityMask: number): SQL {
  // least() skips nulls, so a job naming no shifts is made null before it, not after.
  return sql`(case when ${jobs.shiftMask} = 0 then null else least(1, bit_count((${jobs.shiftMask} & ${availabilityMask}::int)::bit(28))::float / ${shiftsNeeded}) end) desc nulls last`;
}

/** Newest first, written as the open-jobs publication index is (DESC NULLS LAST) to use it. */
export const newestFirst = sql`${jobs.publishedAt} desc nulls last`;
