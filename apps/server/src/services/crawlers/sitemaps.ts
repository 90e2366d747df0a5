import { crawlerPaths, paths } from '@brigade/shared/routes';
import { builtFile, type BuiltFile } from './built-file.ts';
import { generationKey, type Freshness } from './generation-key.ts';
import { countListedJobs, listedJobPage, listedVenues } from './open-job-queries.ts';
import { jobUrl, publicUrl, venueUrl, w3cDatetime } from './public-urls.ts';
import { element, XML_DECLARATION } from './xml-text.ts';
import type { AppContext } from '../../core/app-context.ts';

/** The sitemaps protocol's limit of URLs in one file. */
export const SITEMAP_URL_LIMIT = 50_000;
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The public pages worth indexing (job and venue pages are in sitemaps of their own). */
const publicPages = [
  paths.home,
  paths.jobs,
  paths.about,
  paths.pricing,
  paths.contact,
  paths.privacy,
  paths.terms,
];

export const sitemapPaths = {
  index: crawlerPaths.sitemap,
  pages: '/sitemaps/pages.xml',
  jobs: (part: number) => `/sitemaps/jobs-${part}.xml`,
  /** The pages of venues with open jobs (teams: each venue has one). */
  venues: '/sitemaps/venues.xml',
};

export interface SitemapOptions extends Freshness {
  /** URLs per jobs sitemap (tests use a small one). */
  urlsPerFile?: number;
  /** How many jobs sitemaps are kept built (50,000 URLs are about 6 MB, 0.5 MB gzipped). */
  keepFiles?: number;
}

export interface Sitemaps {
  index(): Promise<BuiltFile>;
  pages(): Promise<BuiltFile>;
  /** The `part`th jobs sitemap (from 1); null past the last one. */
  jobs(part: number): Promise<BuiltFile | null>;
  /** The venues sitemap; null while no venue has an open job. */
  venues(): Promise<BuiltFile | null>;
}

const urlset = (urls: string[]) =>
  `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n${urls.join('')}</urlset>\n`;

/**
 * The sitemap index and its sitemaps, built when first asked for and kept (gzipped) while the
 * listed jobs' generation key (generation-key.ts) stays the same. A request that finds them
 * current costs one index lookup; the count and the 50,000-row pages are read only to rebuild.
 */
export function createSitemaps(ctx: AppContext, options: SitemapOptions = {}): Sitemaps {
  const { urlsPerFile = SITEMAP_URL_LIMIT, keepFiles = 4 } = options;
  const appUrl = ctx.config.APP_URL;
  const currentKey = generationKey(ctx, options);
  const pages = builtFile(
    urlset(publicPages.map((path) => `<url>${element('loc', publicUrl(appUrl, path))}</url>\n`)),
    null,
  );

  interface Generation {
    key: string;
    count: Promise<number>;
    index: Promise<BuiltFile> | null;
    /** Built jobs sitemaps by part, the most recently asked for last. */
    files: Map<number, Promise<BuiltFile | null>>;
    venues: Promise<BuiltFile | null> | null;
  }
  let current: Generation | null = null;

  async function generation(): Promise<Generation> {
    const key = await currentKey();
    if (current?.key === key) return current;
    const fresh: Generation = {
      key,
      count: countListedJobs(ctx),
      index: null,
      files: new Map(),
      venues: null,
    };
    // A failed read must not stay: the next request starts again.
    fresh.count.catch(() => {
      if (current === fresh) current = null;
    });
    current = fresh;
    return fresh;
  }

  async function buildIndex(gen: Generation): Promise<BuiltFile> {
    const parts = Math.ceil((await gen.count) / urlsPerFile);
    const entries = [sitemapPaths.pages];
    for (let part = 1; part <= parts; part += 1) entries.push(sitemapPaths.jobs(part));
    if (await venuesOf(gen)) entries.push(sitemapPaths.venues);
    const sitemaps = entries.map(
      (path) => `<sitemap>${element('loc', publicUrl(appUrl, path))}</sitemap>\n`,
    );
    return builtFile(
      `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.join('')}</sitemapindex>\n`,
      null,
    );
  }

  async function buildJobs(gen: Generation, part: number): Promise<BuiltFile | null> {
    if (part > Math.ceil((await gen.count) / urlsPerFile)) return null;
    const rows = await listedJobPage(ctx, part, urlsPerFile);
    // The protocol wants at least one <url>: a file emptied meanwhile is not served.
    if (rows.length === 0) return null;
    let newest = 0;
    const urls = rows.map((row) => {
      newest = Math.max(newest, row.updatedAt.getTime());
      const loc = element('loc', jobUrl(appUrl, row.id));
      return `<url>${loc}${element('lastmod', w3cDatetime(row.updatedAt))}</url>\n`;
    });
    // To the second, as Last-Modified and If-Modified-Since are.
    return builtFile(urlset(urls), new Date(Math.floor(newest / 1000) * 1000));
  }

  /** The generation's venues sitemap, built once (a failed build is tried again next time). */
  function venuesOf(gen: Generation): Promise<BuiltFile | null> {
    if (!gen.venues) {
      const made = buildVenues();
      gen.venues = made;
      made.catch(() => {
        if (gen.venues === made) gen.venues = null;
      });
    }
    return gen.venues;
  }

  async function buildVenues(): Promise<BuiltFile | null> {
    const rows = await listedVenues(ctx, urlsPerFile);
    if (rows.length === 0) return null;
    let newest = 0;
    const urls = rows.map((row) => {
      newest = Math.max(newest, row.updatedAt.getTime());
      const loc = element('loc', venueUrl(appUrl, row.id));
      return `<url>${loc}${element('lastmod', w3cDatetime(row.updatedAt))}</url>\n`;
    });
    return builtFile(urlset(urls), new Date(Math.floor(newest / 1000) * 1000));
  }

  return {
    pages: () => pages,
    venues: async () => venuesOf(await generation()),
    async index() {
      const gen = await generation();
      if (!gen.index) {
        const made = buildIndex(gen);
        gen.index = made;
        made.catch(() => {
          if (gen.index === made) gen.index = null;
        });
      }
      return gen.index;
    },
    async jobs(part) {
      if (!Number.isSafeInteger(part) || part < 1) return null;
      const gen = await generation();
      const made = gen.files.get(part) ?? buildJobs(gen, part);
      gen.files.delete(part);
      gen.files.set(part, made);
      made.catch(() => {
        if (gen.files.get(part) === made) gen.files.delete(part);
      });
      // Only the most recently asked-for files stay built.
      for (const oldest of gen.files.keys()) {
        if (gen.files.size <= keepFiles) break;
        gen.files.delete(oldest);
      }
      return made;
    },
  };
}
