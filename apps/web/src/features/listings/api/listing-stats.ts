import { useQuery } from '@tanstack/react-query';
import type { ListingStats } from '@brigade/shared/jobs/job-answers';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';
import { listingsQueryKey } from './listings-query-key.ts';

/** GET /api/jobs/:id/stats: a listing's statistics (plans: Growth and Scale), when shown. */
export function useListingStats(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...listingsQueryKey, 'stats', id],
    queryFn: ({ signal }) => apiFetch<ListingStats>(apiPaths.jobs.stats(id), { signal }),
    enabled,
    retry: false,
  });
}
