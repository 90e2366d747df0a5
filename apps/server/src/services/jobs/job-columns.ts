import { sql } from 'drizzle-orm';
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

/** Newest first, written as the open-jobs publication index is (DESC NULLS LAST) to use it. */
export const newestFirst = sql`${jobs.publishedAt} desc nulls last`;
