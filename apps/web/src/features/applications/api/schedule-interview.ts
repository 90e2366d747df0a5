import { apiPaths } from '@brigade/shared/routes';
import type { ApplicationDetail } from '@brigade/shared/applications/application-answers';
import type { InterviewInput } from '@brigade/shared/applications/application-input';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApplicationChange } from './use-application-change.ts';

/**
 * PUT /api/applications/:id/interview: schedules or reschedules (the status becomes
 * Shortlisted); 400 `validation.interviewInPast` on localDateTime, 409 interview_not_allowed.
 */
export function scheduleInterview(id: string, input: InterviewInput): Promise<ApplicationDetail> {
  return apiFetch<ApplicationDetail>(`${apiPaths.application(id)}/interview`, {
    method: 'PUT',
    body: input,
  });
}

export function useScheduleInterview(id: string) {
  return useApplicationChange(id, scheduleInterview);
}
