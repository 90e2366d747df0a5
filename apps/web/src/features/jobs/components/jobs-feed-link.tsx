import { crawlerPaths } from '@brigade/shared/routes';
import { jobFilterParams, type JobFilters } from '../job-search-params.ts';

/** The RSS feed of a Browse Jobs search: its filters, newest first (sort and page do not apply). */
export function jobsFeedHref(filters: JobFilters): string {
  const search = jobFilterParams({ ...filters, sort: null, page: 1 }).toString();
  return `${crawlerPaths.jobsRss}${search ? `?${search}` : ''}`;
}

/**
 * Announces the search's RSS feed to browsers and feed readers. React 19 puts a `<link>` rendered
 * anywhere into the document's head (and moves it with the search), on the server too when the
 * page is rendered there.
 */
export function JobsFeedLink({ filters, title }: { filters: JobFilters; title: string }) {
  return (
    <link rel="alternate" type="application/rss+xml" title={title} href={jobsFeedHref(filters)} />
  );
}
