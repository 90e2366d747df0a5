import { useEffect } from 'react';
import { crawlerPaths } from '@brigade/shared/routes';
import { jobFilterParams, type JobFilters } from '../job-search-params.ts';

/** The RSS feed of a Browse Jobs search: its filters, newest first (sort and page do not apply). */
export function jobsFeedHref(filters: JobFilters): string {
  const search = jobFilterParams({ ...filters, sort: null, page: 1 }).toString();
  return `${crawlerPaths.jobsRss}${search ? `?${search}` : ''}`;
}

/** The feed links this component owns: the only RSS alternates the app puts in the head. */
const FEED_LINK = 'link[rel="alternate"][type="application/rss+xml"]';

/**
 * Announces the search's RSS feed to browsers and feed readers, in the document's head. On the
 * server, React puts a `<link>` rendered anywhere into the head of the page it renders; in the
 * browser, which runs Preact (decision 029, no such hoisting), the head's link is kept in step
 * with the search by hand — taking over the one the server rendered, so there is never a second.
 */
export function JobsFeedLink({ filters, title }: { filters: JobFilters; title: string }) {
  const href = jobsFeedHref(filters);
  if (typeof document === 'undefined') {
    return <link rel="alternate" type="application/rss+xml" title={title} href={href} />;
  }
  return <FeedLinkInHead href={href} title={title} />;
}

function FeedLinkInHead({ href, title }: { href: string; title: string }) {
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>(FEED_LINK);
    if (!link) {
      link = document.createElement('link');
      link.rel = 'alternate';
      link.type = 'application/rss+xml';
      document.head.append(link);
    }
    link.title = title;
    link.setAttribute('href', href);
    return () => link.remove();
  }, [href, title]);
  return null;
}
