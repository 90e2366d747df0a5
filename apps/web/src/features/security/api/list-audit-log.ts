import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { apiPaths } from '@brigade/shared/routes';
import type { AuditLogEntryView } from '@brigade/shared/security/security-answers';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/admin/audit-log?page&pageSize: every admin action, newest first. */
export function useAuditLog(page: number, pageSize: number) {
  return useQuery({
    queryKey: ['admin', 'audit-log', page, pageSize],
    queryFn: ({ signal }) =>
      apiFetch<Page<AuditLogEntryView>>(
        `${apiPaths.admin.auditLog}?page=${page}&pageSize=${pageSize}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}
