/**
 * Manage Listings' URL: the listings' status tab and page (`status`, `page`) and the inbox's
 * filters and page (`jobId`, `appStatus`, `appPage`), so both survive a reload and Back, and
 * "see applications" for one listing is a link. Unknown values are dropped, as the server does.
 */
import { applicationStatuses } from '@brigade/shared/applications/application-status';
import type { ApplicationStatus } from '@brigade/shared/applications/application-status';
import { jobStatuses } from '@brigade/shared/jobs/job-options';
import type { JobStatus } from '@brigade/shared/jobs/job-options';

export interface ManageFilters {
  status: JobStatus | null;
  page: number;
  jobId: string | null;
  appStatus: ApplicationStatus | null;
  appPage: number;
}

export const listingsPageSize = 10;
export const inboxPageSize = 20;
/**
 * The inbox's job filter shows this many of the restaurant's listings that match what was typed
 * (searched on the server, so a restaurant with hundreds of listings finds any of them).
 */
export const jobChoicesPageSize = 8;

const pick = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((known) => known === value) ?? null;

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1;
};

export function readManageFilters(params: URLSearchParams): ManageFilters {
  const jobId = (params.get('jobId') ?? '').trim();
  return {
    status: pick(jobStatuses, params.get('status')),
    page: pageOf(params.get('page')),
    jobId: /^[\w-]{1,64}$/.test(jobId) ? jobId : null,
    appStatus: pick(applicationStatuses, params.get('appStatus')),
    appPage: pageOf(params.get('appPage')),
  };
}

/** The page's URL parameters (first pages left out). */
export function manageParams(filters: ManageFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.jobId) params.set('jobId', filters.jobId);
  if (filters.appStatus) params.set('appStatus', filters.appStatus);
  if (filters.appPage > 1) params.set('appPage', String(filters.appPage));
  return params;
}

/** GET /api/restaurant/jobs's query string. */
export function listingsApiSearch(filters: ManageFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  params.set('page', String(filters.page));
  params.set('pageSize', String(listingsPageSize));
  return params.toString();
}

/** GET /api/restaurant/applications's query string. */
export function inboxApiSearch(filters: ManageFilters): string {
  const params = new URLSearchParams();
  if (filters.jobId) params.set('jobId', filters.jobId);
  if (filters.appStatus) params.set('status', filters.appStatus);
  params.set('page', String(filters.appPage));
  params.set('pageSize', String(inboxPageSize));
  return params.toString();
}

/** GET /api/restaurant/jobs's query string for the job filter: the first listings matching. */
export function jobChoicesApiSearch(text: string): string {
  const params = new URLSearchParams();
  if (text.trim()) params.set('q', text.trim());
  params.set('page', '1');
  params.set('pageSize', String(jobChoicesPageSize));
  return params.toString();
}
