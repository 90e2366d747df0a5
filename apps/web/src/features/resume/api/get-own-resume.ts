import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { ResumeView } from '@brigade/shared/resumes/resume-answers';
import { apiFetch } from '../../../lib/api-client.ts';

export interface OwnResumeAnswer {
  resume: ResumeView | null;
}

export const ownResumeQueryKey = ['resume', 'own'] as const;

/** GET /api/resume: the signed-in applicant's resume, null before the first save. */
export function getOwnResume(signal?: AbortSignal): Promise<OwnResumeAnswer> {
  return apiFetch<OwnResumeAnswer>(apiPaths.resume, { signal });
}

export function useOwnResume() {
  return useQuery({
    queryKey: ownResumeQueryKey,
    queryFn: ({ signal }) => getOwnResume(signal),
    retry: 1,
  });
}
