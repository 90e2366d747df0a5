import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { JobSummary } from '@brigade/shared/jobs/job-answers';
import { apiFetch } from '../../../lib/api-client.ts';
import { jobsQueryKey } from './search-jobs.ts';

export const latestJobsCount = 6;

export const latestJobsQueryKey = [...jobsQueryKey, 'latest'] as const;

/** GET /api/jobs/latest?limit: the newest open jobs (the home page). */
export function getLatestJobs(signal?: AbortSignal): Promise<{ items: JobSummary[] }> {
  return apiFetch<{ items: JobSummary[] }>(`${apiPaths.jobs.latest}?limit=${latestJobsCount}`, {
    signal,
  });
}

export function useLatestJobs() {
  return useQuery({
    queryKey: latestJobsQueryKey,
    queryFn: ({ signal }) => getLatestJobs(signal),
    retry: 1,
  });
}
