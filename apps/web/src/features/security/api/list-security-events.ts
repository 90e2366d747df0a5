import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { apiPaths } from '@brigade/shared/routes';
import type { SecurityEventView } from '@brigade/shared/security/security-answers';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/admin/security-events?severity&type&user&from&to&page&pageSize, newest first. */
export function useSecurityEvents(search: string) {
  return useQuery({
    queryKey: ['admin', 'security-events', search],
    queryFn: ({ signal }) =>
      apiFetch<Page<SecurityEventView>>(`${apiPaths.admin.securityEvents}?${search}`, { signal }),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}
