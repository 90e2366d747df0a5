import { apiPaths } from '@brigade/shared/routes';
import type { ApplicationDetail } from '@brigade/shared/applications/application-answers';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApplicationChange } from './use-application-change.ts';

/** POST /api/applications/:id/decision/extend: once (409 decision_extend_refused). */
export function extendDecision(id: string): Promise<ApplicationDetail> {
  return apiFetch<ApplicationDetail>(apiPaths.applicationDecisionExtend(id), { method: 'POST' });
}

export function useExtendDecision(id: string) {
  return useApplicationChange<undefined>(id, (applicationId) => extendDecision(applicationId));
}
