import { useQuery } from '@tanstack/react-query';
import type { ApplicationCounts } from '@brigade/shared/applications/application-answers';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';
import { applicationsQueryKey } from '../../applications/index.ts';

/** GET /api/applicant/applications/counts: the applicant's applications by status, at once. */
export function getApplicationCounts(signal?: AbortSignal): Promise<ApplicationCounts> {
  return apiFetch<ApplicationCounts>(apiPaths.applicantApplicationCounts, { signal });
}

/** Under the applications key, so a withdrawal or any other change refreshes the counts. */
export function useApplicationCounts() {
  return useQuery({
    queryKey: [...applicationsQueryKey, 'counts'],
    queryFn: ({ signal }) => getApplicationCounts(signal),
    retry: 1,
  });
}
