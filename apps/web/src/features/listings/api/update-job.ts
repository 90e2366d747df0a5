import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import type { JobInput } from '@brigade/shared/jobs/job-input';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';
import { jobQueryKey, jobsQueryKey } from '../../jobs/index.ts';
import { listingsQueryKey } from './listings-query-key.ts';

/** PUT /api/jobs/:id (the posting restaurant): the saved job; or an ApiError (400, 404, …). */
export function updateJob(id: string, input: JobInput): Promise<JobDetail> {
  return apiFetch<JobDetail>(apiPaths.jobs.job(id), { method: 'PUT', body: input });
}

export function useUpdateJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobInput) => updateJob(id, input),
    onSuccess: (job) => {
      queryClient.setQueryData(jobQueryKey(id), job);
      void queryClient.invalidateQueries({ queryKey: listingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: jobsQueryKey });
    },
  });
}
