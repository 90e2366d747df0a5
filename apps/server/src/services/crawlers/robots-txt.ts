import { crawlerPaths, paths } from '@brigade/shared/routes';
import { publicUrl } from './public-urls.ts';

/**
 * Areas behind a sign-in, or reached only from a mail's link with a token: nothing there for a
 * search engine, and a token in a crawled URL would be a leak. Public pages (home, Browse Jobs,
 * job pages, about, pricing, contact, privacy, terms) stay allowed.
 */
const privatePrefixes = [
  '/api/',
  '/admin',
  '/restaurant',
  // Also /applicants/:id, a resume shown to restaurants.
  '/applicant',
  '/messaging',
  '/files',
  '/profile',
  '/security',
  '/applications',
  '/auth',
  '/unsubscribe',
  '/interview-answer',
] as const;

/** `/robots.txt`: every crawler may read the public pages; the sitemap index is named. */
export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
    `Allow: ${paths.home}`,
    '',
    `Sitemap: ${publicUrl(appUrl, crawlerPaths.sitemap)}`,
    '',
  ].join('\n');
}
