import { useQuery } from '@tanstack/react-query';
import type { AdminUserDetail, AdminUserSession } from '@brigade/shared/admin/users';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../../lib/api-client.ts';
import { adminUsersQueryKey } from './admin-users-query-key.ts';

/** GET /api/admin/users/:id: one user's page. */
export function useAdminUser(id: string) {
  return useQuery({
    queryKey: [...adminUsersQueryKey, 'detail', id],
    queryFn: ({ signal }) => apiFetch<AdminUserDetail>(apiPaths.admin.user(id), { signal }),
    retry: 1,
  });
}

/** GET /api/admin/users/:id/sessions: their active sessions. */
export function useUserSessions(id: string) {
  return useQuery({
    queryKey: [...adminUsersQueryKey, 'sessions', id],
    queryFn: ({ signal }) =>
      apiFetch<{ sessions: AdminUserSession[] }>(apiPaths.admin.userSessions(id), { signal }),
    retry: 1,
  });
}
