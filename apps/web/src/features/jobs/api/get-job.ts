import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { ApiError } from '../../../lib/api-error.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { jobsQueryKey } from './search-jobs.ts';

export const jobQueryKey = (id: string) => [...jobsQueryKey, 'detail', id] as const;

/**
 * GET /api/jobs/:id: the job with its venue and what the viewer may do; 404 for a job that does
 * not exist or that the viewer may not see (a draft or a closed job of another restaurant).
 */
export function getJob(id: string, signal?: AbortSignal): Promise<JobDetail> {
  return apiFetch<JobDetail>(apiPaths.jobs.job(id), { signal });
}

export function useJob(id: string) {
  return useQuery({
    queryKey: jobQueryKey(id),
    queryFn: ({ signal }) => getJob(id, signal),
    // A missing job stays missing: no retry for a 404.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}
