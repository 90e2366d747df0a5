/**
 * Which pages the server renders, and the query answers each needs, under the query keys the
 * page's own hooks read, so the server's answers land where the components look.
 */
import { matchPath } from 'react-router';
import { paths, routePatterns } from '@brigade/shared/routes';
import { jobQueryKey } from '../features/jobs/api/get-job.ts';
import { latestJobsCount, latestJobsQueryKey } from '../features/jobs/api/get-latest-jobs.ts';
import { jobSearchQuery } from '../features/jobs/api/search-jobs.ts';
import { jobApiSearch, readJobFilters } from '../features/jobs/job-search-params.ts';

/** One query a page reads, with what the server must read for it. */
export type PageQuery =
  | { kind: 'job'; id: string; queryKey: readonly unknown[] }
  /** `search`: GET /api/jobs's query string. */
  | { kind: 'jobSearch'; search: string; queryKey: readonly unknown[] }
  | { kind: 'latestJobs'; limit: number; queryKey: readonly unknown[] };

/** The server's answer to a query: its data, or the API error the browser would get. */
export type QueryAnswer =
  { data: unknown } | { error: { status: number; code: string; message: string } };

export type PageData =
  | { page: 'home'; queries: PageQuery[] }
  | { page: 'jobs'; queries: PageQuery[] }
  | { page: 'job'; id: string; queries: PageQuery[] };

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
  return null;
}
