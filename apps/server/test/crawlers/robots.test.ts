import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { useTestApp } from '../support/test-app.ts';

const APP_URL = 'https://brigade.example';
// A web build, so the web app's fallback (index.html for unknown pages) is in play.
const dist = await mkdtemp(join(tmpdir(), 'brigade-crawl-dist-'));
const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('robots.txt', () => {
  beforeAll(() => writeFile(join(dist, 'index.html'), indexHtml));
  afterAll(() => rm(dist, { recursive: true, force: true }));
  const t = useTestApp({ config: loadConfig({ APP_URL }), webDist: dist });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('disallows the private areas, allows the public pages and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    const disallowed = lines
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    const blocked = (path: string) => disallowed.some((prefix) => path.startsWith(prefix));
    for (const path of [
      '/api/jobs',
      '/admin/dashboard',
      '/restaurant/dashboard',
      '/applicant/dashboard',
      '/applicants/1',
      '/messaging',
      '/files',
      '/files/pictures/a.webp',
      '/profile/edit',
      '/security',
      '/applications',
      '/auth/login',
      '/unsubscribe?token=x',
      '/interview-answer?token=x',
    ]) {
      expect(blocked(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/jobs',
      '/jobs/1',
      '/about',
      '/pricing',
      '/contact',
      '/privacy',
      '/terms',
    ]) {
      expect(blocked(path), path).toBe(false);
    }
    expect(lines).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
  });

  it('is served before the web app: crawler files never get index.html', async () => {
    for (const path of [
      '/robots.txt',
      '/sitemap.xml',
      '/sitemaps/pages.xml',
      '/jobs.xml',
      '/jobs.rss',
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).not.toContain('<div id="root">');
    }
    // The web app still answers its pages.
    expect((await get('/jobs')).body).toBe(indexHtml);
  });
});
