import { useQuery } from '@tanstack/react-query';
import type { PlanStatus } from '@brigade/shared/plans/plan-status';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** Every change that can move a limit's use (a listing, a venue, an invitation) reads it again. */
export const planStatusQueryKey = ['planStatus'] as const;

/** GET /api/plan: the plan I work under, its limits and what is used (job seekers, restaurants). */
export function usePlanStatus(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: planStatusQueryKey,
    queryFn: ({ signal }) => apiFetch<PlanStatus>(apiPaths.plan, { signal }),
    enabled: options.enabled ?? true,
    retry: 1,
  });
}
