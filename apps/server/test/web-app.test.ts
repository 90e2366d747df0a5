import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.ts';
import { useTestApp } from './support/test-app.ts';

// A small web build on disk, laid out as Vite writes one.
const dist = await mkdtemp(join(tmpdir(), 'brigade-dist-'));
const indexHtml =
  '<!doctype html><html lang="en"><head><script type="module" src="/assets/app-3f2a.js"></script></head><body><div id="root"></div></body></html>';

describe('serving the web app', () => {
  beforeAll(async () => {
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), indexHtml);
    await writeFile(join(dist, 'assets/app-3f2a.js'), 'console.log("brigade")');
    // Its build-time compressed twin (scripts/compress-web-assets.ts).
    await writeFile(
      join(dist, 'assets/app-3f2a.js.br'),
      brotliCompressSync('console.log("brigade")'),
    );
    await writeFile(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));
  const t = useTestApp({ webDist: dist });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves index.html at / with a revalidating cache and the security headers', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/app-3f2a.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends an asset compressed at build time to a browser that takes it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f2a.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log("brigade")');
    // The twin is not an asset of its own.
    expect((await get('/assets/app-3f2a.js.br')).statusCode).toBe(404);
  });

  it('answers client routes with index.html', async () => {
    for (const path of [
      '/about',
      '/auth/login?type=restaurant',
      '/restaurant/applications/42',
      '/pricing/',
      // My Files is a page, though stored files are served under /files/ (below).
      '/files',
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toBe(indexHtml);
    }
  });

  it('answers unknown pages with index.html and a real 404', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(indexHtml);
  });

  it('answers unknown API paths and non-GET page requests with the JSON 404', async () => {
    for (const response of [
      await get('/api/nope'),
      await get('/files/no-such-file.png'),
      await t.app.inject({ method: 'POST', url: '/about' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'not_found', message: 'We could not find what you were looking for.' },
      });
    }
  });

  it('sends API answers the headers of an API: nothing may run or frame them', async () => {
    const response = await get('/api/health');
    expect(response.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    const page = await get('/about');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('security headers behind https', () => {
  const t = useTestApp({ config: loadConfig({ APP_URL: 'https://brigade.example' }) });

  it('adds HSTS to pages and API answers, and upgrade-insecure-requests to pages', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    const page = await t.app.inject({ method: 'GET', url: '/about' });
    for (const response of [api, page]) {
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
