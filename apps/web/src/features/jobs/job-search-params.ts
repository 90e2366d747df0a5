/**
 * Browse Jobs' filters as URL parameters (`?q=bartender&city=Lyon&minPay=14&sort=pay&page=2`), so
 * a search can be shared and survives a reload. Unknown or malformed values are dropped, as the
 * server does with the same parameters.
 */
import { employmentTypes, jobRoles, payPeriods } from '@brigade/shared/jobs/job-options';
import type { EmploymentType, JobRole, PayPeriod } from '@brigade/shared/jobs/job-options';
import { jobSorts, postedWithinDays } from '@brigade/shared/jobs/job-search';
import type { JobSort } from '@brigade/shared/jobs/job-search';

export type PostedWithin = (typeof postedWithinDays)[number];

export interface JobFilters {
  q: string;
  role: JobRole | null;
  employmentType: EmploymentType | null;
  city: string;
  /** In `payPeriod` units. */
  minPay: number | null;
  payPeriod: PayPeriod;
  postedWithin: PostedWithin | null;
  /** Null: the server's default (relevance with words, newest without). */
  sort: JobSort | null;
  page: number;
}

export const jobsPageSize = 20;

const pick = <T extends string | number>(values: readonly T[], value: unknown): T | null =>
  values.find((known) => String(known) === value) ?? null;

/** A pay amount as typed (a comma counts as the decimal point), or null when it is not one. */
export function parsePay(text: string | null): number | null {
  const trimmed = (text ?? '').trim().replace(',', '.');
  if (trimmed === '' || !/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount <= 1_000_000 ? amount : null;
}

export function readJobFilters(params: URLSearchParams): JobFilters {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    role: pick(jobRoles, params.get('role')),
    employmentType: pick(employmentTypes, params.get('employmentType')),
    city: (params.get('city') ?? '').trim().slice(0, 100),
    minPay: parsePay(params.get('minPay')),
    payPeriod: pick(payPeriods, params.get('payPeriod')) ?? 'hour',
    postedWithin: pick(postedWithinDays, params.get('postedWithin')),
    sort: pick(jobSorts, params.get('sort')),
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
  };
}

/** The page's URL parameters: only what is set (the pay period only with a minimum pay). */
export function jobFilterParams(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.role) params.set('role', filters.role);
  if (filters.employmentType) params.set('employmentType', filters.employmentType);
  if (filters.city) params.set('city', filters.city);
  if (filters.minPay !== null) {
    params.set('minPay', String(filters.minPay));
    if (filters.payPeriod !== 'hour') params.set('payPeriod', filters.payPeriod);
  }
  if (filters.postedWithin) params.set('postedWithin', String(filters.postedWithin));
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
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
    'postedWithin',
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
    filters.postedWithin,
  ].filter((value) => value !== null).length;
}

export function hasJobFilters(filters: JobFilters): boolean {
  return Boolean(filters.q) || activeFilterCount(filters) > 0;
}
