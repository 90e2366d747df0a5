/**
 * Manage Listings' URL: the listings' venue, status tab and page (`venue`, `status`, `page`) and the inbox's
 * filters, order and page (`jobId`, `appStatus`, `appSort`, `appPage`), so both survive a reload and Back, and
 * "see applications" for one listing is a link. Unknown values are dropped, as the server does.
 */
import { z } from 'zod';
import { applicationListQuery } from '@brigade/shared/applications/application-list-query';
import type { ApplicationSort } from '@brigade/shared/applications/application-list-query';
import type { ApplicationStatus } from '@brigade/shared/applications/application-status';
import type { JobStatus } from '@brigade/shared/jobs/job-options';
import { listingQuery } from '@brigade/shared/jobs/job-requests';
import { readSearchParams, writeSearchParams } from '../../lib/search-params.ts';

export interface ManageFilters {
  /** One venue's listings (teams: the venue switcher); null for every venue of the member. */
  venue: string | null;
  status: JobStatus | null;
  page: number;
  jobId: string | null;
  appStatus: ApplicationStatus | null;
  /** The inbox's order: newest first (null) or best fit to the job's shifts first. */
  appSort: ApplicationSort | null;
  appPage: number;
}

/** The page's own choices (the API's default pages are larger). */
export const listingsPageSize = 10;
export const inboxPageSize = 20;
/**
 * The inbox's job filter shows this many of the restaurant's listings that match what was typed
 * (searched on the server, so a restaurant with hundreds of listings finds any of them).
 */
export const jobChoicesPageSize = 8;

/** The listings' parameters (GET /api/restaurant/jobs) and the inbox's, `app`-prefixed. */
const urlParams = z.object({
  venue: listingQuery.shape.venue,
  status: listingQuery.shape.status,
  page: listingQuery.shape.page,
  jobId: applicationListQuery.shape.jobId,
  appStatus: applicationListQuery.shape.status,
  appSort: applicationListQuery.shape.sort,
  appPage: applicationListQuery.shape.page,
});

export function readManageFilters(params: URLSearchParams): ManageFilters {
  const { venue, status, page, jobId, appStatus, appSort, appPage } = readSearchParams(
    urlParams,
    params,
  );
  return {
    venue: venue ?? null,
    status: status ?? null,
    page,
    jobId: jobId ?? null,
    appStatus: appStatus ?? null,
    // Newest is the default order, so it is never written out.
    appSort: appSort === 'fit' ? 'fit' : null,
    appPage,
  };
}

/** The page's URL parameters (first pages left out). */
export function manageParams(filters: ManageFilters): URLSearchParams {
  return writeSearchParams(urlParams, filters);
}

/** GET /api/restaurant/jobs's query string. */
export function listingsApiSearch(filters: ManageFilters): string {
  const params = writeSearchParams(listingQuery, {
    venue: filters.venue,
    status: filters.status,
  });
  params.set('page', String(filters.page));
  params.set('pageSize', String(listingsPageSize));
  return params.toString();
}

/** GET /api/restaurant/applications's query string. */
export function inboxApiSearch(filters: ManageFilters): string {
  const params = writeSearchParams(applicationListQuery, {
    jobId: filters.jobId,
    status: filters.appStatus,
    sort: filters.appSort,
  });
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
