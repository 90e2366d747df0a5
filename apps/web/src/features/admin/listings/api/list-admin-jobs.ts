import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminJobSummary } from '@brigade/shared/admin/job-moderation';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../../lib/api-client.ts';
import { adminJobsQueryKey } from './admin-jobs-query-key.ts';

/** GET /api/admin/jobs?q&status&page&pageSize: every job, for moderation. */
export function listAdminJobs(search: string, signal?: AbortSignal) {
  return apiFetch<Page<AdminJobSummary>>(`${apiPaths.admin.jobs}${search ? `?${search}` : ''}`, {
    signal,
  });
}

export function useAdminJobs(search: string) {
  return useQuery({
    queryKey: [...adminJobsQueryKey, search],
    queryFn: ({ signal }) => listAdminJobs(search, signal),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}
