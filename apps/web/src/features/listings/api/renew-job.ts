import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';
import { jobsQueryKey } from '../../jobs/index.ts';
import { listingsQueryKey } from './listings-query-key.ts';

/**
 * POST /api/jobs/:id/renew: another 60 days for an open listing, or an expired one reopened for
 * 60 days; the renewed job, or an ApiError (409 listing_not_renewable, 404, …).
 */
export function renewJob(id: string): Promise<JobDetail> {
  return apiFetch<JobDetail>(apiPaths.jobs.renew(id), { method: 'POST' });
}

export function useRenewJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => renewJob(id),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: listingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: jobsQueryKey });
    },
  });
}
