import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListingSummary, Page } from '@brigade/shared/jobs/job-answers';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';
import { listingsQueryKey } from './listings-query-key.ts';

/** GET /api/restaurant/jobs?status&page&pageSize: the restaurant's listings with their counts. */
export function listListings(search: string, signal?: AbortSignal): Promise<Page<ListingSummary>> {
  return apiFetch<Page<ListingSummary>>(`${apiPaths.jobs.mine}${search ? `?${search}` : ''}`, {
    signal,
  });
}

export function listingsQuery(search: string) {
  return {
    queryKey: [...listingsQueryKey, search],
    queryFn: ({ signal }: { signal: AbortSignal }) => listListings(search, signal),
    retry: 1,
  };
}

export function useListings(search: string) {
  return useQuery({ ...listingsQuery(search), placeholderData: keepPreviousData });
}
