import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

// The web app's real public files (manifest, icons) in a small build on disk, with a stand-in
// for the generated service worker: the server serves only a built web app.
const publicDir = fileURLToPath(new URL('../../web/public', import.meta.url));
const dist = await mkdtemp(join(tmpdir(), 'brigade-dist-manifest-'));

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

describe('the installable app', () => {
  beforeAll(async () => {
    await cp(publicDir, dist, { recursive: true });
    await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));
  const t = useTestApp({ webDist: dist });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves a web app manifest with the members browsers need to install it', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = response.json<Record<string, unknown>>();
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Brigade',
      short_name: expect.any(String),
      description: expect.any(String),
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    const icons = manifest.icons as ManifestIcon[];
    const pngSizes = (purpose: string) =>
      icons
        .filter((icon) => icon.type === 'image/png' && (icon.purpose ?? 'any').includes(purpose))
        .map((icon) => icon.sizes);
    expect(pngSizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngSizes('maskable')).toContain('512x512');
  });

  it('serves every icon the manifest and the page name, at the size they claim', async () => {
    const manifest = (await get('/manifest.webmanifest')).json<{ icons: ManifestIcon[] }>();
    const icons = [
      ...manifest.icons,
      { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
      { src: '/icons/favicon-32.png', sizes: '32x32', type: 'image/png' },
    ];
    for (const icon of icons) {
      const response = await get(icon.src);
      expect(response.statusCode, icon.src).toBe(200);
      expect(response.headers['content-type'], icon.src).toContain(icon.type);
      if (icon.type !== 'image/png') continue;
      // A PNG's IHDR chunk holds its width and height right after the signature.
      const png = response.rawPayload;
      expect(png.subarray(1, 4).toString('latin1'), icon.src).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
    const favicon = await get('/favicon.ico');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  });

  it('serves the service worker as JavaScript that browsers always revalidate', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('allows the manifest and the worker in the content security policy', async () => {
    const policy = (await get('/')).headers['content-security-policy'];
    expect(policy).toContain("manifest-src 'self'");
    expect(policy).toContain("worker-src 'self'");
  });
});
