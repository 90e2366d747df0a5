import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import type { JobCreateInput } from '@brigade/shared/jobs/job-requests';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';
import { jobsQueryKey } from '../../jobs/index.ts';
import { listingsQueryKey } from './listings-query-key.ts';

/**
 * POST /api/jobs (Post a Job): 201 with the job, open when `publish`, else a draft; or an
 * ApiError (400 with field errors, 409 venue_name_required, 401/403, 429).
 */
export function createJob(input: JobCreateInput): Promise<JobDetail> {
  return apiFetch<JobDetail>(apiPaths.jobs.search, { method: 'POST', body: input });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: jobsQueryKey });
    },
  });
}
