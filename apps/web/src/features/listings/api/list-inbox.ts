import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApplicationSummary } from '@brigade/shared/applications/application-answers';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';
import { applicationsQueryKey } from '../../applications/index.ts';

/**
 * GET /api/restaurant/applications?jobId&status&page&pageSize: every application to the
 * restaurant's jobs (its inbox), newest first.
 */
export function listInbox(search: string, signal?: AbortSignal): Promise<Page<ApplicationSummary>> {
  return apiFetch<Page<ApplicationSummary>>(
    `${apiPaths.restaurantApplications}${search ? `?${search}` : ''}`,
    { signal },
  );
}

/** Under the applications key, so a status change made on an application refreshes it. */
export function useInbox(search: string) {
  return useQuery({
    queryKey: [...applicationsQueryKey, 'inbox', search],
    queryFn: ({ signal }) => listInbox(search, signal),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}
