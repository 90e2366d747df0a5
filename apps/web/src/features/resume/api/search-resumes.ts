import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { Page } from '@brigade/shared/jobs/job-answers';
import type { ResumeCard } from '@brigade/shared/resumes/resume-answers';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/resumes?…: Browse Applicants (restaurants), visible resumes only. */
export function searchResumes(search: string, signal?: AbortSignal): Promise<Page<ResumeCard>> {
  return apiFetch<Page<ResumeCard>>(`${apiPaths.resumes}${search ? `?${search}` : ''}`, {
    signal,
  });
}

/** `search`: the URL's query string (the filters live in the address bar). */
export function useResumeSearch(search: string) {
  return useQuery({
    queryKey: ['resume', 'search', search],
    queryFn: ({ signal }) => searchResumes(search, signal),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}
