import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { ResumeView } from '@brigade/shared/resumes/resume-answers';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/resumes/:id: one resume the viewer may read (404 otherwise). */
export function getResume(id: string, signal?: AbortSignal): Promise<{ resume: ResumeView }> {
  return apiFetch<{ resume: ResumeView }>(apiPaths.resumeById(id), { signal });
}

export function useResume(id: string) {
  return useQuery({
    queryKey: ['resume', 'byId', id],
    queryFn: ({ signal }) => getResume(id, signal),
    retry: 1,
  });
}
