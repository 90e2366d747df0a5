/**
 * Which pages the server renders, and the query answers each needs, under the query keys the
 * page's own hooks read, so the server's answers land where the components look.
 */
import { matchPath } from 'react-router';
import type { PageData, PageQuery, QueryAnswer } from '@brigade/shared/pages/page-data';
import { paths, routePatterns } from '@brigade/shared/routes';

export type { PageData, PageQuery, QueryAnswer };
import { jobQueryKey } from '../features/jobs/api/get-job.ts';
import { latestJobsCount, latestJobsQueryKey } from '../features/jobs/api/get-latest-jobs.ts';
import { jobSearchQuery } from '../features/jobs/api/search-jobs.ts';
import { venuePageQueryKey } from '../features/jobs/api/get-venue-page.ts';
import { jobApiSearch, readJobFilters } from '../features/jobs/job-search-params.ts';

/** What the server renders for this path and query string; null: the page stays client-only. */
export function pageData(pathname: string, search: string): PageData | null {
  if (pathname === paths.home) {
    return {
      page: 'home',
      queries: [{ kind: 'latestJobs', limit: latestJobsCount, queryKey: latestJobsQueryKey }],
    };
  }
  if (pathname === paths.jobs) {
    const apiSearch = jobApiSearch(readJobFilters(new URLSearchParams(search)));
    return {
      page: 'jobs',
      queries: [
        { kind: 'jobSearch', search: apiSearch, queryKey: jobSearchQuery(apiSearch).queryKey },
      ],
    };
  }
  const id = matchPath(routePatterns.job, pathname)?.params.id;
  if (id) return { page: 'job', id, queries: [{ kind: 'job', id, queryKey: jobQueryKey(id) }] };
  const venueId = matchPath(routePatterns.venue, pathname)?.params.id;
  if (venueId) {
    return {
      page: 'venue',
      id: venueId,
      queries: [{ kind: 'venue', id: venueId, queryKey: venuePageQueryKey(venueId) }],
    };
  }
  return null;
}
