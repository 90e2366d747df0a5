import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { ApplicationDetail } from '@brigade/shared/applications/application-answers';
import { apiFetch } from '../../../lib/api-client.ts';
import { applicationsQueryKey } from './list-applications.ts';

export const applicationQueryKey = (id: string) => [...applicationsQueryKey, 'one', id] as const;

/** GET /api/applications/:id: one application as the viewer may see it (404 otherwise). */
export function getApplication(id: string, signal?: AbortSignal): Promise<ApplicationDetail> {
  return apiFetch<ApplicationDetail>(apiPaths.application(id), { signal });
}

export function useApplication(id: string) {
  return useQuery({
    queryKey: applicationQueryKey(id),
    queryFn: ({ signal }) => getApplication(id, signal),
    retry: 1,
  });
}
