import { z } from 'zod';
import { currencies } from '../money/countries.ts';
import { pageParams, pageSizeMax } from '../pagination.ts';
import { employmentTypes, jobRoles, payPeriods } from './job-options.ts';

/**
 * `fit`: best fit to the signed-in applicant's availability first (else newest); `total`: the
 * highest estimated total a week first (total-pay.ts), ranked within a currency as `pay` is.
 */
export const jobSorts = ['relevance', 'newest', 'pay', 'total', 'fit'] as const;
export type JobSort = (typeof jobSorts)[number];

/** "Posted within" choices, in days. */
export const postedWithinDays = [1, 3, 7, 14, 30] as const;
export type PostedWithin = (typeof postedWithinDays)[number];

/** Browse Jobs shows 20 jobs a page unless asked for another size. */
export const jobSearchPageSize = 20;

export { pageSizeMax };

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);

/**
 * GET /api/jobs (Browse Jobs). Every parameter is optional and comes from the URL, so a search can
 * be shared and survives a reload; unknown or malformed values are dropped rather than refused
 * (a hand-edited URL still shows jobs).
 */
export const jobSearchQuery = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  role: optionalEnum(jobRoles),
  employmentType: optionalEnum(employmentTypes),
  city: z.string().trim().max(100).optional().catch(undefined),
  /** Minimum pay, in `payPeriod` units (compared across periods on hourly terms). */
  minPay: z.coerce.number().min(0).max(1_000_000).optional().catch(undefined),
  payPeriod: z.enum(payPeriods).default('hour').catch('hour'),
  /** Minimum estimated total a week (its top end, tips included), compared as `minPay` is. */
  minTotal: z.coerce.number().min(0).max(1_000_000).optional().catch(undefined),
  /**
   * The currency pay is read in. With `minPay` or `minTotal`, only jobs paying in that currency are compared
   * (like with like; a job whose venue states no currency is left out); without it (links from
   * before currencies) pay is compared as bare numbers. With `sort=pay` or `sort=total`, its jobs are ranked
   * first; pay is never compared across currencies (each other currency's jobs follow in turn).
   * Browse Jobs sends one with a minimum pay and with the pay sort.
   */
  currency: optionalEnum(currencies),
  postedWithin: z.coerce.number().pipe(z.literal(postedWithinDays)).optional().catch(undefined),
  sort: z.enum(jobSorts).optional().catch(undefined),
  /**
   * Only jobs whose shifts fit the signed-in applicant's availability (enough of them fall in
   * the resume's week grid); ignored for anyone else.
   */
  fits: z
    .enum(['true'])
    .transform(() => true as const)
    .optional()
    .catch(undefined),
  /**
   * Only jobs the signed-in applicant has not applied to (the dashboard's matches); ignored for
   * anyone else.
   */
  notApplied: z
    .enum(['true'])
    .transform(() => true as const)
    .optional()
    .catch(undefined),
  /** 20 a page by default; more than 50 is clamped to 50. */
  ...pageParams(jobSearchPageSize),
});
export type JobSearchQuery = z.infer<typeof jobSearchQuery>;

/** The URL parameters of a search, as a string map (for links and the browser's address bar). */
export type JobSearchParams = Partial<Record<keyof JobSearchQuery, string>>;
