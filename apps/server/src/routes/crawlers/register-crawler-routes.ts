import { jobSearchQuery, type JobSearchQuery } from '@brigade/shared/jobs/job-search';
import { crawlerPaths } from '@brigade/shared/routes';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';
import type { App } from '../../http/app-types.ts';
import { jobsRss } from '../../services/crawlers/jobs-rss.ts';
import { keptJobFeed } from '../../services/crawlers/kept-job-feed.ts';
import { robotsTxt } from '../../services/crawlers/robots-txt.ts';
import {
  createSitemaps,
  sitemapPaths,
  type SitemapOptions,
} from '../../services/crawlers/sitemaps.ts';
import { CRAWLER_CACHE_CONTROL, sendBuilt } from './conditional-get.ts';

const XML = 'application/xml; charset=utf-8';
const JOBS_FILE = /^jobs-([1-9]\d{0,6})\.xml$/;

/** The search's own parameters, canonical (no paging), for the channel's links. */
function searchString(query: JobSearchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || key === 'page' || key === 'pageSize') continue;
    // As Browse Jobs writes its URL: the pay's period only with a minimum pay, its currency only
    // with a minimum pay or total.
    if (key === 'payPeriod' && query.minPay === undefined) continue;
    if (key === 'currency' && query.minPay === undefined && query.minTotal === undefined) continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/**
 * What crawlers and aggregators read, outside /api and before the web app's fallback:
 * /robots.txt, the sitemap index /sitemap.xml and its /sitemaps/*.xml, the aggregators' feed
 * /jobs.xml, and /jobs.rss?<Browse Jobs' parameters>. Public, no session, not in the API document.
 */
export function registerCrawlerRoutes(
  app: App,
  ctx: AppContext,
  options: SitemapOptions = {},
): void {
  const robots = robotsTxt(ctx.config.APP_URL);
  const sitemaps = createSitemaps(ctx, options);
  const jobFeed = keptJobFeed(ctx, options);

  app.get(crawlerPaths.robots, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robots),
  );

  app.get(sitemapPaths.index, async (request, reply) =>
    sendBuilt(request, reply, await sitemaps.index(), XML),
  );

  app.get('/sitemaps/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    if (`/sitemaps/${file}` === sitemapPaths.pages) {
      return sendBuilt(request, reply, await sitemaps.pages(), XML);
    }
    if (`/sitemaps/${file}` === sitemapPaths.venues) {
      const venues = await sitemaps.venues();
      if (!venues) throw new AppError('not_found');
      return sendBuilt(request, reply, venues, XML);
    }
    const part = JOBS_FILE.exec(file)?.[1];
    const found = part ? await sitemaps.jobs(Number(part)) : null;
    if (!found) throw new AppError('not_found');
    return sendBuilt(request, reply, found, XML);
  });

  app.get(crawlerPaths.jobsFeed, async (request, reply) =>
    sendBuilt(request, reply, await jobFeed(), XML),
  );

  app.get(
    crawlerPaths.jobsRss,
    { schema: { querystring: jobSearchQuery }, compress: {} },
    async (request, reply) => {
      const query = request.query;
      return reply
        .header('cache-control', CRAWLER_CACHE_CONTROL)
        .type('application/rss+xml; charset=utf-8')
        .send(await jobsRss(ctx, query, searchString(query)));
    },
  );
}
