import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { JobSearchPage } from '@brigade/shared/jobs/job-answers';
import type { JobRole } from '@brigade/shared/jobs/job-options';
import { apiFetch } from '../../../lib/api-client.ts';

export interface JobMatch {
  role: JobRole | null;
  city: string | null;
}

export const matchingJobsCount = 5;

/** The Browse Jobs parameters of a match (for the API and for the "See all" link). */
export function matchParams({ role, city }: JobMatch): URLSearchParams {
  const params = new URLSearchParams();
  if (role) params.set('role', role);
  if (city) params.set('city', city);
  return params;
}

/** GET /api/jobs?role&city&pageSize=5: open jobs for the applicant's role and city. */
export function getMatchingJobs(match: JobMatch, signal?: AbortSignal): Promise<JobSearchPage> {
  const params = matchParams(match);
  params.set('sort', 'newest');
  params.set('pageSize', String(matchingJobsCount));
  return apiFetch<JobSearchPage>(`${apiPaths.jobs.search}?${params.toString()}`, { signal });
}

/** Disabled until the role or the city is known. */
export function useMatchingJobs(match: JobMatch) {
  return useQuery({
    queryKey: ['jobs', 'matching', match.role, match.city],
    queryFn: ({ signal }) => getMatchingJobs(match, signal),
    enabled: match.role !== null || match.city !== null,
    retry: 1,
  });
}
