import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUserSummary } from '@brigade/shared/admin/users';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../../lib/api-client.ts';
import { adminUsersQueryKey } from './admin-users-query-key.ts';

/** GET /api/admin/users; `search` is the API's query string, as the page's URL holds it. */
export function useAdminUsers(search: string) {
  return useQuery({
    queryKey: [...adminUsersQueryKey, 'list', search],
    queryFn: ({ signal }) =>
      apiFetch<Page<AdminUserSummary>>(`${apiPaths.admin.users}?${search}`, { signal }),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}
