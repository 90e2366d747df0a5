import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { ApplicationSummary } from '@brigade/shared/applications/application-answers';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { apiFetch } from '../../../lib/api-client.ts';

export const applicationsQueryKey = ['applications'] as const;

/** GET /api/applicant/applications?status&jobId&page&pageSize: the applicant's applications. */
export function listMyApplications(
  search: string,
  signal?: AbortSignal,
): Promise<Page<ApplicationSummary>> {
  const query = search ? `?${search}` : '';
  return apiFetch<Page<ApplicationSummary>>(`${apiPaths.applicantApplications}${query}`, {
    signal,
  });
}

/** `search`: a query string (status, page, pageSize), as the list's URL holds it. */
export function myApplicationsQuery(search: string) {
  return {
    queryKey: [...applicationsQueryKey, 'mine', search],
    queryFn: ({ signal }: { signal: AbortSignal }) => listMyApplications(search, signal),
    retry: 1,
  };
}

export function useMyApplications(search: string) {
  return useQuery({ ...myApplicationsQuery(search), placeholderData: keepPreviousData });
}
