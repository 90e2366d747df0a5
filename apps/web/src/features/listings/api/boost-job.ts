import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';
import { jobsQueryKey } from '../../jobs/index.ts';
import { planStatusQueryKey } from '../../pricing/index.ts';
import { listingsQueryKey } from './listings-query-key.ts';

/**
 * POST /api/jobs/:id/boost: one of the plan's boosts this month puts the open listing first in
 * Browse Jobs for 7 days ("Urgently hiring"); or an ApiError (409 plan_boost_limit,
 * boost_refused, …). Listings, jobs and the plan's use are read again.
 */
export function useBoostJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<JobDetail>(apiPaths.jobs.boost(id), { method: 'POST' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: listingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: jobsQueryKey });
      void queryClient.invalidateQueries({ queryKey: planStatusQueryKey });
    },
  });
}
