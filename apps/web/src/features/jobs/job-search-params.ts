/**
 * Browse Jobs' filters as URL parameters (`?q=bartender&city=Lyon&minPay=14&sort=pay&page=2`), so
 * a search can be shared and survives a reload. Unknown or malformed values are dropped, as the
 * server does with the same parameters.
 */
import { z } from 'zod';
import type { EmploymentType, JobRole, PayPeriod } from '@brigade/shared/jobs/job-options';
import type { Currency } from '@brigade/shared/money/countries';
import { jobSearchPageSize, jobSearchQuery } from '@brigade/shared/jobs/job-search';
import type { JobSort, PostedWithin } from '@brigade/shared/jobs/job-search';
import { readSearchParams, writeSearchParams } from '../../lib/search-params.ts';
import { readerCurrency } from './reader-currency.ts';

export type { PostedWithin };

export interface JobFilters {
  q: string;
  role: JobRole | null;
  employmentType: EmploymentType | null;
  city: string;
  /** In `payPeriod` units. */
  minPay: number | null;
  payPeriod: PayPeriod;
  /** Minimum estimated total a week, tips included (total-pay.ts). */
  minTotal: number | null;
  /** The currency of `minPay` and `minTotal`: only jobs paying in it are compared. */
  currency: Currency | null;
  postedWithin: PostedWithin | null;
  /** Only jobs whose shifts fit the signed-in applicant's availability. */
  fits: boolean;
  /** Null: the server's default (relevance with words, newest without). */
  sort: JobSort | null;
  page: number;
}

export const jobsPageSize = jobSearchPageSize;

/** An amount box's text, read as typed (see `parsePay`). */
const typedAmount = z
  .string()
  .optional()
  .transform((text) => parsePay(text ?? null));

/** GET /api/jobs's parameters, the minimum pay and total read as typed in the form. */
const urlParams = jobSearchQuery
  .omit({ pageSize: true })
  .extend({ minPay: typedAmount, minTotal: typedAmount });

/**
 * A pay amount as typed (a comma counts as the decimal point), or null when it is not one or is
 * beyond what the server accepts.
 */
export function parsePay(text: string | null): number | null {
  const trimmed = (text ?? '').trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return jobSearchQuery.shape.minPay.parse(trimmed) ?? null;
}

export function readJobFilters(params: URLSearchParams): JobFilters {
  const read = readSearchParams(urlParams, params);
  return {
    q: read.q ?? '',
    role: read.role ?? null,
    employmentType: read.employmentType ?? null,
    city: read.city ?? '',
    minPay: read.minPay,
    payPeriod: read.payPeriod,
    minTotal: read.minTotal,
    currency: read.currency ?? null,
    postedWithin: read.postedWithin ?? null,
    fits: read.fits ?? false,
    sort: read.sort ?? null,
    page: read.page,
  };
}

/** The sorts that rank pay within one currency (the search's). */
const paySorts: readonly (JobSort | null)[] = ['pay', 'total'];

/**
 * The page's URL parameters: only what is set (the pay period only with a minimum pay, the
 * currency with a minimum pay or total, or a pay sort, which compares pay within it).
 */
export function jobFilterParams(filters: JobFilters): URLSearchParams {
  const inCurrency =
    filters.minPay !== null || filters.minTotal !== null || paySorts.includes(filters.sort);
  return writeSearchParams(urlParams, {
    ...filters,
    fits: filters.fits || null,
    payPeriod: filters.minPay === null ? null : filters.payPeriod,
    currency: inCurrency ? filters.currency : null,
  });
}

/**
 * The filters in another order, back on page 1. Pay is ranked only within one currency (the
 * server puts that currency's jobs first, each other currency's after), so the pay sort names it:
 * the search's, else the reader's (what the currency field offers).
 */
export function sortedFilters(filters: JobFilters, sort: JobSort, language: string): JobFilters {
  const currency = paySorts.includes(sort)
    ? (filters.currency ?? readerCurrency(language))
    : filters.currency;
  return { ...filters, sort, page: 1, currency };
}

/** The API's query string: the same parameters and the page size. */
export function jobApiSearch(filters: JobFilters): string {
  const params = jobFilterParams(filters);
  params.set('pageSize', String(jobsPageSize));
  return params.toString();
}

/** The filters a search form holds, back on page 1 with the current sort. */
export function filtersFromForm(data: FormData, sort: JobSort | null): JobFilters {
  const params = new URLSearchParams();
  for (const name of [
    'q',
    'role',
    'employmentType',
    'city',
    'minPay',
    'payPeriod',
    'minTotal',
    'currency',
    'postedWithin',
    'fits',
  ]) {
    const value = data.get(name);
    if (typeof value === 'string' && value.trim() !== '') params.set(name, value);
  }
  return { ...readJobFilters(params), sort };
}

/** How many filters narrow the search (the words are not counted: they are the search). */
export function activeFilterCount(filters: JobFilters): number {
  return [
    filters.role,
    filters.employmentType,
    filters.city || null,
    filters.minPay,
    filters.minTotal,
    filters.postedWithin,
    filters.fits || null,
  ].filter((value) => value !== null).length;
}

export function hasJobFilters(filters: JobFilters): boolean {
  return Boolean(filters.q) || activeFilterCount(filters) > 0;
}
