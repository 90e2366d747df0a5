import { apiPaths } from '@brigade/shared/routes';
import type { ApplicationDetail } from '@brigade/shared/applications/application-answers';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApplicationChange } from './use-application-change.ts';

/** DELETE /api/applications/:id/interview: cancels the scheduled interview. */
export function cancelInterview(id: string): Promise<ApplicationDetail> {
  return apiFetch<ApplicationDetail>(`${apiPaths.application(id)}/interview`, {
    method: 'DELETE',
  });
}

export function useCancelInterview(id: string) {
  return useApplicationChange<undefined>(id, (applicationId) => cancelInterview(applicationId));
}
