import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { jobs } from '../../src/db/schema/jobs.ts';
import { changeJobStatus } from '../../src/services/jobs/change-job-status.ts';
import {
  createSitemaps,
  SITEMAP_URL_LIMIT,
  type Sitemaps,
} from '../../src/services/crawlers/sitemaps.ts';
import type { BuiltFile } from '../../src/services/crawlers/built-file.ts';
import { isolated, onTransaction } from '../support/isolated.ts';
import { buildJob, buildRestaurant } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';
import { parseXml, texts } from './parse-xml.ts';

const APP_URL = 'https://brigade.example';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** A built sitemap's text. */
const textOf = (file: BuiltFile | null) => (file ? gunzipSync(file.gzip).toString() : '');
// W3C datetime (the sitemaps protocol's lastmod), to the second, in UTC.
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** A parsed sitemap file, checked against the protocol's rules as it is read. */
function readSitemap(body: string, root: 'urlset' | 'sitemapindex') {
  const document = parseXml(body);
  expect(document.documentElement.localName).toBe(root);
  expect(document.documentElement.namespaceURI).toBe(NAMESPACE);
  const child = root === 'urlset' ? 'url' : 'sitemap';
  const entries = [...document.documentElement.children];
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.length).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
  for (const entry of entries) {
    expect(entry.localName).toBe(child);
    expect(entry.namespaceURI).toBe(NAMESPACE);
  }
  const locs = texts(document, 'loc');
  expect(locs).toHaveLength(entries.length);
  for (const loc of locs) {
    expect(loc.startsWith(`${APP_URL}/`)).toBe(true);
    expect(new URL(loc).href).toBe(loc);
    expect(loc.length).toBeLessThan(2048);
  }
  const lastmods = texts(document, 'lastmod');
  for (const lastmod of lastmods) expect(lastmod).toMatch(W3C_DATETIME);
  return { locs, lastmods };
}

describe('sitemaps', () => {
  const t = useTestApp({ config: loadConfig({ APP_URL }) });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const url = (id: string) => `${APP_URL}/jobs/${id}`;
  const ids = {} as Record<'open' | 'open2' | 'closed' | 'removed' | 'draft', string>;

  let venueId = '';
  let quietVenueId = '';
  beforeAll(async () => {
    const restaurant = await buildRestaurant(t);
    venueId = restaurant.id;
    quietVenueId = (await buildJob(t, { status: 'closed' })).restaurant.id;
    ids.open = (await buildJob(t, { restaurant })).id;
    ids.open2 = (await buildJob(t, { restaurant, title: 'Sous Chef' })).id;
    ids.closed = (await buildJob(t, { restaurant, status: 'closed' })).id;
    ids.draft = (await buildJob(t, { restaurant, status: 'draft' })).id;
    ids.removed = (await buildJob(t, { restaurant })).id;
    // As an admin's removal leaves it (services/admin/moderate-job.ts).
    await t.database.db
      .update(jobs)
      .set({ status: 'closed', removedAt: new Date() })
      .where(eq(jobs.id, ids.removed));
  });

  /** Every job URL the served sitemaps list, with its lastmod, read through the index. */
  async function servedJobEntries(): Promise<Map<string, string>> {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    const { locs } = readSitemap(index.body, 'sitemapindex');
    const entries = new Map<string, string>();
    for (const loc of locs.filter((l) => l.includes('/sitemaps/jobs-'))) {
      const file = await get(new URL(loc).pathname);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
      const { locs: jobUrls, lastmods } = readSitemap(file.body, 'urlset');
      expect(lastmods).toHaveLength(jobUrls.length);
      jobUrls.forEach((jobUrl, i) => entries.set(jobUrl, lastmods[i] ?? ''));
    }
    return entries;
  }

  it('is an index of the pages sitemap and the jobs sitemaps, on APP_URL', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const { locs } = readSitemap(response.body, 'sitemapindex');
    expect(locs[0]).toBe(`${APP_URL}/sitemaps/pages.xml`);
    expect(locs.at(-1)).toBe(`${APP_URL}/sitemaps/venues.xml`);
    const jobFiles = locs.slice(1, -1);
    expect(jobFiles).toEqual(jobFiles.map((_, i) => `${APP_URL}/sitemaps/jobs-${i + 1}.xml`));
    expect(jobFiles.length).toBeGreaterThan(0);
  });

  it('lists the public pages', async () => {
    const response = await get('/sitemaps/pages.xml');
    expect(response.statusCode).toBe(200);
    const { locs } = readSitemap(response.body, 'urlset');
    expect(locs).toEqual(
      ['/', '/jobs', '/about', '/pricing', '/contact', '/privacy', '/terms'].map(
        (path) => `${APP_URL}${path}`,
      ),
    );
  });

  it('lists open jobs with their last change, and no closed, removed or draft job', async () => {
    const entries = await servedJobEntries();
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, ids.open));
    expect(entries.get(url(ids.open))).toBe(row?.updatedAt.toISOString().replace(/\.\d+Z$/, 'Z'));
    expect(entries.has(url(ids.open2))).toBe(true);
    for (const hidden of [ids.closed, ids.removed, ids.draft]) {
      expect(entries.has(url(hidden))).toBe(false);
    }
  });

  it('lists the pages of venues with open jobs, and no archived venue', async () => {
    const response = await get('/sitemaps/venues.xml');
    expect(response.statusCode).toBe(200);
    const { locs, lastmods } = readSitemap(response.body, 'urlset');
    expect(lastmods).toHaveLength(locs.length);
    expect(locs).toContain(`${APP_URL}/venues/${venueId}`);
    // A venue whose only listing is closed is not listed.
    expect(locs).not.toContain(`${APP_URL}/venues/${quietVenueId}`);
  });

  it('answers 404 past the last jobs sitemap and for unknown files', async () => {
    for (const path of [
      '/sitemaps/jobs-9999999.xml',
      '/sitemaps/jobs-0.xml',
      '/sitemaps/jobs-x.xml',
      '/sitemaps/other.xml',
    ]) {
      expect((await get(path)).statusCode, path).toBe(404);
    }
  });

  it('answers 304 to a crawler whose copy is current', async () => {
    for (const path of ['/sitemap.xml', '/sitemaps/pages.xml']) {
      const first = await get(path);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      const again = await get(path, { 'if-none-match': etag });
      expect(again.statusCode, path).toBe(304);
      expect(again.body).toBe('');
      expect((await get(path, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    }
    const jobsFile = await get('/sitemaps/jobs-1.xml');
    const lastModified = jobsFile.headers['last-modified'] as string;
    expect(new Date(lastModified).getTime()).toBeGreaterThan(0);
    // On a shared database another file's new job may change it meanwhile: then 200 is right.
    expect([200, 304]).toContain(
      (await get('/sitemaps/jobs-1.xml', { 'if-modified-since': lastModified })).statusCode,
    );
    const future = new Date(Date.now() + 3_600_000).toUTCString();
    expect([304]).toContain(
      (await get('/sitemaps/jobs-1.xml', { 'if-modified-since': future })).statusCode,
    );
  });

  it('sends its kept gzip to crawlers that take gzip', async () => {
    const plain = await get('/sitemaps/pages.xml');
    const zipped = await get('/sitemaps/pages.xml', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const refused = await get('/sitemaps/pages.xml', { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('splits the jobs into files of at most the limit', async () => {
    await isolated(t.database.db, async (tx) => {
      const ctx = onTransaction(t.ctx, tx);
      // A snapshot: other files' jobs may be many, so the limit keeps the files to about ten.
      const openJobs = await tx.$count(jobs, eq(jobs.status, 'open'));
      const limit = Math.max(1, Math.ceil(openJobs / 10));
      const sitemaps = createSitemaps(ctx, { urlsPerFile: limit });
      const { locs } = readSitemap(textOf(await sitemaps.index()), 'sitemapindex');
      // The pages sitemap first, the venues sitemap last.
      const parts = locs.length - 2;
      expect(parts).toBeGreaterThanOrEqual(2);
      const seen: string[] = [];
      for (let part = 1; part <= parts; part += 1) {
        const file = await sitemaps.jobs(part);
        const { locs: jobUrls } = readSitemap(textOf(file), 'urlset');
        expect(jobUrls.length).toBeLessThanOrEqual(limit);
        seen.push(...jobUrls);
      }
      expect(await sitemaps.jobs(parts + 1)).toBeNull();
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(expect.arrayContaining([url(ids.open), url(ids.open2)]));
      expect(seen).not.toContain(url(ids.removed));
    });
  });

  describe('kept current', () => {
    let clock = Date.now();
    let sitemaps: Sitemaps;
    beforeAll(() => {
      sitemaps = createSitemaps(t.ctx, { now: () => clock, maxAgeMs: 60_000 });
    });
    const listed = async () => {
      const index = readSitemap(textOf(await sitemaps.index()), 'sitemapindex');
      const all: string[] = [];
      const parts = index.locs.filter((loc) => loc.includes('/sitemaps/jobs-')).length;
      for (let part = 1; part <= parts; part += 1) {
        all.push(...readSitemap(textOf(await sitemaps.jobs(part)), 'urlset').locs);
      }
      return all;
    };

    it('lists a newly published job at once', async () => {
      expect(await listed()).toContain(url(ids.open));
      const fresh = await buildJob(t);
      expect(await listed()).toContain(url(fresh.id));
    });

    it('drops a closed job once its built copy is older than the maximum age', async () => {
      const job = await buildJob(t);
      expect(await listed()).toContain(url(job.id));
      await changeJobStatus(t.ctx, job.restaurant, job.id, 'closed');
      clock += 60_001;
      expect(await listed()).not.toContain(url(job.id));
    });
  });
});
