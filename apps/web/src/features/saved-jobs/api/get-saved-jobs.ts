import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { savedJobsPageSize, type SavedJob } from '@brigade/shared/jobs/saved-jobs';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';
import { savedJobsPageKey } from './saved-jobs-query-keys.ts';

/** GET /api/saved-jobs?page&pageSize: a page of the applicant's saved jobs, newest first. */
export function getSavedJobs(page: number, signal?: AbortSignal): Promise<Page<SavedJob>> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(savedJobsPageSize) });
  return apiFetch<Page<SavedJob>>(`${apiPaths.savedJobs.list}?${params.toString()}`, { signal });
}

export function useSavedJobs(page: number) {
  return useQuery({
    queryKey: savedJobsPageKey(page),
    queryFn: ({ signal }) => getSavedJobs(page, signal),
    // The page shown stays while the next one loads (no spinner between pages).
    placeholderData: keepPreviousData,
    retry: 1,
  });
}
