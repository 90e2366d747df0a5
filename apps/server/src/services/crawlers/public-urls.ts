import { paths } from '@brigade/shared/routes';

/** An absolute URL on the app's public address (APP_URL may end in a slash or have a path). */
export function publicUrl(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/+$/, '')}${path}`;
}

/** A job's page, absolute. */
export const jobUrl = (appUrl: string, id: string): string => publicUrl(appUrl, paths.job(id));

/** A venue's page, absolute. */
export const venueUrl = (appUrl: string, id: string): string => publicUrl(appUrl, paths.venue(id));

/** RFC 822 dates, as RSS and the aggregators' feeds want them ("Wed, 25 Nov 2026 20:08:52 GMT"). */
export const rfc822 = (date: Date): string => date.toUTCString();

/** W3C datetime to the second, as sitemaps want it ("2026-11-25T20:08:52Z"). */
export const w3cDatetime = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
