import { useQuery } from '@tanstack/react-query';
import type { SavedJobIds } from '@brigade/shared/jobs/saved-jobs';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';
import { savedJobIdsQueryKey } from './saved-jobs-query-keys.ts';

/** GET /api/saved-jobs/ids: every job the signed-in applicant saved. */
export function getSavedJobIds(signal?: AbortSignal): Promise<SavedJobIds> {
  return apiFetch<SavedJobIds>(apiPaths.savedJobs.ids, { signal });
}

/**
 * The applicant's saved job ids, read once and shared by every toggle on the page (a card list
 * asks once, not once per card); only for applicants, so nobody else makes the request.
 */
export function useSavedJobIds(enabled: boolean) {
  return useQuery({
    queryKey: savedJobIdsQueryKey,
    queryFn: ({ signal }) => getSavedJobIds(signal),
    select: (answer) => new Set(answer.jobIds),
    enabled,
    staleTime: 60_000,
    retry: 1,
  });
}
