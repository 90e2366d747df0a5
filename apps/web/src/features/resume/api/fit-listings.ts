import { useQuery } from '@tanstack/react-query';
import type { ListingSummary, Page } from '@brigade/shared/jobs/job-answers';
import { pageSizeMax } from '@brigade/shared/pagination';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * Browse Applicants' "Fit for" choices: the restaurant's own open listings, newest first, up to
 * the largest page (pageSizeMax) of GET /api/restaurant/jobs?status=open. Asked only for a
 * restaurant, the one user who has listings (`enabled`).
 */
export function useFitListings(enabled: boolean) {
  return useQuery({
    queryKey: ['listings', 'fit-choices'],
    queryFn: ({ signal }) =>
      apiFetch<Page<ListingSummary>>(
        `${apiPaths.jobs.mine}?status=open&page=1&pageSize=${pageSizeMax}`,
        { signal },
      ),
    select: (page) => page.items.map((job) => ({ id: job.id, title: job.title })),
    enabled,
    retry: 1,
  });
}
