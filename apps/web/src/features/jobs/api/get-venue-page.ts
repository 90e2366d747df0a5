import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { VenuePage } from '@brigade/shared/jobs/job-answers';
import { ApiError } from '../../../lib/api-error.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { jobsQueryKey } from './search-jobs.ts';

/** Under the jobs' key: a change to any job (posting, closing) refreshes its venue's page too. */
export const venuePageQueryKey = (id: string) => [...jobsQueryKey, 'venue', id] as const;

/** GET /api/venues/:id: the venue and its open jobs; 404 for an unknown or archived venue. */
export function getVenuePage(id: string, signal?: AbortSignal): Promise<VenuePage> {
  return apiFetch<VenuePage>(apiPaths.venue(id), { signal });
}

export function useVenuePage(id: string) {
  return useQuery({
    queryKey: venuePageQueryKey(id),
    queryFn: ({ signal }) => getVenuePage(id, signal),
    // A missing venue stays missing: no retry for a 404.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}
