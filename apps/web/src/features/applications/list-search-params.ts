/**
 * The applicant's list filters as URL parameters (`?status=Shortlisted&page=2`), so a filtered
 * list survives a reload and the Back button; unknown values are dropped, as the server does.
 */
import { applicationStatuses } from '@brigade/shared/applications/application-status';
import type { ApplicationStatus } from '@brigade/shared/applications/application-status';

export interface ApplicationListFilters {
  status: ApplicationStatus | null;
  page: number;
}

export const applicationsPageSize = 20;

export function readListFilters(params: URLSearchParams): ApplicationListFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: applicationStatuses.find((known) => known === status) ?? null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The page's own URL parameters (page 1 is left out). */
export function listFilterParams(filters: ApplicationListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API's query string for the filters (with the page size). */
export function listApiSearch(filters: ApplicationListFilters): string {
  const params = listFilterParams(filters);
  params.set('pageSize', String(applicationsPageSize));
  return params.toString();
}
