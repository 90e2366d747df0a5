import type { JobSearchQuery } from '@brigade/shared/jobs/job-search';
import { pageSizeMax } from '@brigade/shared/jobs/job-search';
import { crawlerPaths, paths } from '@brigade/shared/routes';
import { searchJobs } from '../jobs/search-jobs.ts';
import { salaryText } from './salary-text.ts';
import { jobUrl, publicUrl, rfc822 } from './public-urls.ts';
import { element, escapeXml, XML_DECLARATION } from './xml-text.ts';
import type { AppContext } from '../../core/app-context.ts';

/** A feed reader wants what is new: the newest of the search's matches, one page of them. */
export const RSS_ITEMS = pageSizeMax;

/** The search the feed runs: Browse Jobs' own, newest first, first page only. */
export function rssSearch(query: JobSearchQuery): JobSearchQuery {
  return { ...query, sort: 'newest', page: 1, pageSize: RSS_ITEMS };
}

/** "Brigade jobs: bartender · London": the channel's title names what was searched. */
function channelTitle(query: JobSearchQuery): string {
  const terms = [query.q, query.role, query.employmentType, query.city].filter(Boolean);
  return terms.length > 0 ? `Brigade jobs: ${terms.join(' · ')}` : 'Brigade jobs';
}

/**
 * `/jobs.rss?<Browse Jobs' parameters>`: RSS 2.0 of the jobs that search shows, through the same
 * search service, so a feed reader and the page never disagree. `search` is the request's query
 * string (without `?`), kept for the channel's links back to the page and to itself.
 */
export async function jobsRss(
  ctx: AppContext,
  query: JobSearchQuery,
  search: string,
): Promise<string> {
  const appUrl = ctx.config.APP_URL;
  const found = await searchJobs(ctx, rssSearch(query));
  const suffix = search ? `?${search}` : '';
  const items = found.items.map((job) => {
    const url = jobUrl(appUrl, job.id);
    const pay = salaryText(job.salary, job.salaryMax, job.payPeriod, job.currency);
    const summary = [job.venueName, `${job.location}, ${job.city}`, pay]
      .filter(Boolean)
      .join(' · ');
    return [
      '<item>',
      element('title', job.title),
      element('link', url),
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      element('description', summary),
      element('category', job.role),
      job.publishedAt ? element('pubDate', rfc822(new Date(job.publishedAt))) : '',
      '</item>\n',
    ].join('');
  });
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n',
    element('title', channelTitle(query)),
    element('link', publicUrl(appUrl, `${paths.jobs}${suffix}`)),
    `<atom:link href="${escapeXml(publicUrl(appUrl, `${crawlerPaths.jobsRss}${suffix}`))}" rel="self" type="application/rss+xml"/>`,
    element('description', 'Hospitality jobs on Brigade, newest first.'),
    element('lastBuildDate', rfc822(new Date())),
    '\n',
    ...items,
    '</channel>\n</rss>\n',
  ].join('');
}
