import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { SecurityEventCounts } from '@brigade/shared/security/security-answers';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/admin/security-events/counts: events per severity, last 24 hours and 7 days. */
export function useSecurityEventCounts() {
  return useQuery({
    queryKey: ['admin', 'security-events', 'counts'],
    queryFn: ({ signal }) =>
      apiFetch<SecurityEventCounts>(apiPaths.admin.securityEventCounts, { signal }),
    retry: 1,
  });
}
