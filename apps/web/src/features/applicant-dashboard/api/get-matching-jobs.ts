import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@brigade/shared/routes';
import type { JobSearchPage } from '@brigade/shared/jobs/job-answers';
import type { JobRole } from '@brigade/shared/jobs/job-options';
import { apiFetch } from '../../../lib/api-client.ts';
import { applicationsQueryKey } from '../../applications/index.ts';

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

/**
 * GET /api/jobs?role&city&notApplied=true&pageSize=5: open jobs for the applicant's role and
 * city that they have not applied to yet (the server leaves those out, so the five are five new).
 */
export function getMatchingJobs(match: JobMatch, signal?: AbortSignal): Promise<JobSearchPage> {
  const params = matchParams(match);
  params.set('notApplied', 'true');
  params.set('sort', 'newest');
  params.set('pageSize', String(matchingJobsCount));
  return apiFetch<JobSearchPage>(`${apiPaths.jobs.search}?${params.toString()}`, { signal });
}

/**
 * Disabled until the role or the city is known. Under the applications key, so applying to a
 * job refreshes the matches (the job leaves them).
 */
export function useMatchingJobs(match: JobMatch) {
  return useQuery({
    queryKey: [...applicationsQueryKey, 'matching-jobs', match.role, match.city],
    queryFn: ({ signal }) => getMatchingJobs(match, signal),
    enabled: match.role !== null || match.city !== null,
    retry: 1,
  });
}
