import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUserSummary,
  AdminUserType,
  CreateAdminInput,
  UserStatusInput,
} from '@brigade/shared/admin/users';
import type { PlanGrantInput, PlanStatus } from '@brigade/shared/plans/plan-status';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../../lib/api-client.ts';
import { adminUsersQueryKey } from './admin-users-query-key.ts';

/** A change to users: once done, every admin user query (lists, pages, sessions) reloads. */
function useUserChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}

export function useCreateAdmin() {
  return useUserChange((input: CreateAdminInput) =>
    apiFetch<AdminUserSummary>(apiPaths.admin.users, { method: 'POST', body: input }),
  );
}

export function useChangeUserStatus(id: string) {
  return useUserChange((input: UserStatusInput) =>
    apiFetch<AdminUserSummary>(apiPaths.admin.userStatus(id), { method: 'PUT', body: input }),
  );
}

export function useChangeUserRole(id: string) {
  return useUserChange((userType: AdminUserType) =>
    apiFetch<AdminUserSummary>(apiPaths.admin.userRole(id), {
      method: 'PUT',
      body: { userType },
    }),
  );
}

export function useDeleteUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<undefined>(apiPaths.admin.user(id), { method: 'DELETE' }),
    // The user's own page is gone: only the lists are read again.
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [...adminUsersQueryKey, 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: [...adminUsersQueryKey, 'list'] });
    },
  });
}

/** Another admin's authenticator goes: they set up a new one at their next sign-in. */
export function useResetTwoFactor(id: string) {
  return useUserChange(() =>
    apiFetch<undefined>(apiPaths.admin.userTwoFactor(id), { method: 'DELETE' }),
  );
}

/** Revokes one session (`sessionId`) or, without one, all of them. */
export function useRevokeSessions(id: string) {
  return useUserChange((sessionId: string | null) =>
    apiFetch<undefined>(
      sessionId ? apiPaths.admin.userSession(id, sessionId) : apiPaths.admin.userSessions(id),
      { method: 'DELETE' },
    ),
  );
}

/** A venue's "checked" mark on a certificate goes (audited); the user's page reloads. */
export function useRemoveCertificateCheck() {
  return useUserChange((checkId: string) =>
    apiFetch<undefined>(apiPaths.admin.certificateCheck(checkId), { method: 'DELETE' }),
  );
}

/** Invoice billing: put the user (a restaurant member: their organisation) on a plan. */
export function useGrantPlan(id: string) {
  return useUserChange((input: PlanGrantInput) =>
    apiFetch<PlanStatus>(apiPaths.admin.userPlan(id), { method: 'PUT', body: input }),
  );
}
