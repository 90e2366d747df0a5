import { apiPaths } from '@brigade/shared/routes';
import type { ApplicationDetail } from '@brigade/shared/applications/application-answers';
import type { StatusChangeInput } from '@brigade/shared/applications/application-input';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApplicationChange } from './use-application-change.ts';

/** POST /api/applications/:id/status: a move from the shared map (409 status_move_refused). */
export function changeApplicationStatus(
  id: string,
  input: StatusChangeInput,
): Promise<ApplicationDetail> {
  return apiFetch<ApplicationDetail>(`${apiPaths.application(id)}/status`, {
    method: 'POST',
    body: input,
  });
}

export function useChangeApplicationStatus(id: string) {
  return useApplicationChange(id, changeApplicationStatus);
}
