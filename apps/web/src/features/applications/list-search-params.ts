/**
 * The applicant's list filters as URL parameters (`?status=Shortlisted&page=2`), so a filtered
 * list survives a reload and the Back button; unknown values are dropped, as the server does
 * (the rules are its list query's).
 */
import { applicationListQuery } from '@brigade/shared/applications/application-list-query';
import type { ApplicationStatus } from '@brigade/shared/applications/application-status';
import { readSearchParams, writeSearchParams } from '../../lib/search-params.ts';

export interface ApplicationListFilters {
  status: ApplicationStatus | null;
  page: number;
}

/** The page's own choice (the API's default page is larger). */
export const applicationsPageSize = 20;

const urlParams = applicationListQuery.pick({ status: true, page: true });

export function readListFilters(params: URLSearchParams): ApplicationListFilters {
  const { status, page } = readSearchParams(urlParams, params);
  return { status: status ?? null, page };
}

/** The page's own URL parameters (page 1 is left out). */
export function listFilterParams(filters: ApplicationListFilters): URLSearchParams {
  return writeSearchParams(urlParams, filters);
}

/** The API's query string for the filters (with the page size). */
export function listApiSearch(filters: ApplicationListFilters): string {
  const params = listFilterParams(filters);
  params.set('pageSize', String(applicationsPageSize));
  return params.toString();
}
