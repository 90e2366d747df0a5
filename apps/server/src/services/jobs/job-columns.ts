import { sql } from '../../db/sql.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { fitColumnsAgainst, knownMask } from './shift-fit-sql.ts';

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
  tipModel: jobs.tipModel,
  tipsMin: jobs.tipsMin,
  tipsMax: jobs.tipsMax,
  tipsPer: jobs.tipsPer,
  shiftsPerWeek: jobs.shiftsPerWeek,
  /** How many shifts the listing ticks, for its estimated total (per-shift tips). */
  shiftSlots: sql<number>`bit_count(${jobs.shiftMask}::bit(28))::int`,
  hoursMin: jobs.hoursMin,
  hoursMax: jobs.hoursMax,
  status: jobs.status,
  venueName: jobs.venueName,
  publishedAt: jobs.publishedAt,
  createdAt: jobs.createdAt,
  boostedUntil: jobs.boostedUntil,
};

/** A list's columns, with the fit to `availabilityMask` when there is one (else fitShared null). */
export function summaryColumnsFor(availabilityMask: number | null) {
  return {
    ...jobSummaryColumns,
    ...fitColumnsAgainst(availabilityMask === null ? null : knownMask(availabilityMask)),
  };
}

/** Newest first, written as the open-jobs publication index is (DESC NULLS LAST) to use it. */
export const newestFirst = sql`${jobs.publishedAt} desc nulls last`;
