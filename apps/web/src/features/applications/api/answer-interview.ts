import { apiPaths } from '@brigade/shared/routes';
import type { ApplicationDetail } from '@brigade/shared/applications/application-answers';
import type { InterviewResponseInput } from '@brigade/shared/applications/interview-response';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApplicationChange } from './use-application-change.ts';

/** POST /api/applications/:id/interview/response: the applicant confirms or asks to move it. */
export function answerInterview(
  id: string,
  input: InterviewResponseInput,
): Promise<ApplicationDetail> {
  return apiFetch<ApplicationDetail>(apiPaths.applicationInterviewResponse(id), {
    method: 'POST',
    body: input,
  });
}

export function useAnswerInterview(id: string) {
  return useApplicationChange(id, answerInterview);
}
