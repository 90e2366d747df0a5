import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { JobSearchPage } from '@brigade/shared/jobs/job-answers';
import { apiFetch } from '../../../lib/api-client.ts';

/** Every job query starts with this key, so a change to any job refreshes them all. */
export const jobsQueryKey = ['jobs'] as const;

/** GET /api/jobs?…: one page of open jobs for Browse Jobs' filters (a query string). */
export function searchJobs(search: string, signal?: AbortSignal): Promise<JobSearchPage> {
  return apiFetch<JobSearchPage>(`${apiPaths.jobs.search}${search ? `?${search}` : ''}`, {
    signal,
  });
}

export function jobSearchQuery(search: string) {
  return {
    queryKey: [...jobsQueryKey, 'search', search],
    queryFn: ({ signal }: { signal: AbortSignal }) => searchJobs(search, signal),
    retry: 1,
  };
}

/** The previous page stays on screen while the next one loads. */
export function useJobSearch(search: string) {
  return useQuery({ ...jobSearchQuery(search), placeholderData: keepPreviousData });
}
