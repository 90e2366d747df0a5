import { readFile } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { buildJob, buildRestaurant } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';

/**
 * The served sitemaps validated by libxml2 (xmllint, as WebAssembly) against XSDs written from
 * the sitemaps.org protocol (./sitemap-schemas): well-formed, in the protocol's namespace,
 * absolute URLs under 2,048 characters, W3C datetimes, at most 50,000 entries a file.
 */
const APP_URL = 'https://brigade.example';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const schemaFile = async (fileName: 'sitemap.xsd' | 'siteindex.xsd') => ({
  fileName,
  contents: await readFile(new URL(`./sitemap-schemas/${fileName}`, import.meta.url), 'utf8'),
});
const schemas = {
  urlset: await schemaFile('sitemap.xsd'),
  sitemapindex: await schemaFile('siteindex.xsd'),
};

/** xmllint's complaints about `contents` under the schema for its root; none when it is valid. */
async function xsdErrors(root: keyof typeof schemas, contents: string, fileName = 'sitemap.xml') {
  const result = await validateXML({
    xml: [{ fileName, contents }],
    schema: [schemas[root]],
    // A full 50,000-entry file needs more than the default 32 MiB.
    maxMemoryPages: 4096,
  });
  expect(result.valid).toBe(result.errors.length === 0);
  return result.errors.map((error) => error.message);
}

describe('sitemaps against their XSD', () => {
  const t = useTestApp({ config: loadConfig({ APP_URL }) });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    const restaurant = await buildRestaurant(t);
    await buildJob(t, { restaurant });
    await buildJob(t, { restaurant, title: 'Sous Chef' });
  });

  it('validates the index, the pages sitemap and every jobs sitemap it lists', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(await xsdErrors('sitemapindex', index.body)).toEqual([]);
    const locs = [...index.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(locs[0]).toBe(`${APP_URL}/sitemaps/pages.xml`);
    expect(locs.filter((loc) => loc.includes('/sitemaps/jobs-')).length).toBeGreaterThan(0);
    for (const loc of locs) {
      const file = await get(new URL(loc).pathname);
      expect(file.statusCode, loc).toBe(200);
      expect(await xsdErrors('urlset', file.body), loc).toEqual([]);
    }
  });

  it('fails a sitemap with a relative URL and a lastmod that is not a W3C datetime', async () => {
    const broken = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="${NAMESPACE}">
<url><loc>/jobs/1</loc><lastmod>2026-02-30</lastmod></url>
<url><loc>${APP_URL}/jobs/2</loc><lastmod>26/11/2026 10:00</lastmod><priority>1.5</priority></url>
<url><loc>${APP_URL}/jobs/3</loc><lastmod>2026-11-26T10:00</lastmod></url>
<url><loc>${APP_URL}/jobs/4</loc><lastmod>2026-11-26T10:00+01:00</lastmod></url>
</urlset>
`;
    // xmllint names each element with its namespace: "Element '{…}loc': …".
    const about = (element: string, errors: string[]) =>
      errors.filter((error) => error.includes(`}${element}'`));
    const errors = await xsdErrors('urlset', broken);
    expect(about('loc', errors)).toHaveLength(1);
    // No 30 February, no other notation, no time without its zone; to the minute with one is fine.
    expect(about('lastmod', errors)).toEqual([
      expect.stringContaining("'2026-02-30'"),
      expect.stringContaining("'26/11/2026 10:00'"),
      expect.stringContaining("'2026-11-26T10:00'"),
    ]);
    expect(about('priority', errors)).toHaveLength(1);
    expect(errors).toHaveLength(5);
  });

  it('fails an index past 50,000 sitemaps, and one in another namespace', async () => {
    const entry = `<sitemap><loc>${APP_URL}/sitemaps/jobs-1.xml</loc></sitemap>\n`;
    const index = (count: number, namespace = NAMESPACE) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${namespace}">\n${entry.repeat(count)}</sitemapindex>\n`;
    expect(await xsdErrors('sitemapindex', index(50_000))).toEqual([]);
    expect(await xsdErrors('sitemapindex', index(50_001))).toHaveLength(1);
    expect(
      await xsdErrors('sitemapindex', index(1, 'http://www.google.com/schemas/sitemap/0.84')),
    ).toHaveLength(1);
  });
});
