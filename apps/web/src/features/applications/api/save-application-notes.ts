import { apiPaths } from '@brigade/shared/routes';
import type { ApplicationDetail } from '@brigade/shared/applications/application-answers';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApplicationChange } from './use-application-change.ts';

/** PUT /api/applications/:id/notes: the restaurant's private notes. */
export function saveApplicationNotes(
  id: string,
  input: { notes: string },
): Promise<ApplicationDetail> {
  return apiFetch<ApplicationDetail>(`${apiPaths.application(id)}/notes`, {
    method: 'PUT',
    body: input,
  });
}

export function useSaveApplicationNotes(id: string) {
  return useApplicationChange(id, saveApplicationNotes);
}
