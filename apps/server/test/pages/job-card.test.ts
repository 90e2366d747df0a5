import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/jobs.ts';
import { headHtml, jobHead } from '../../src/routes/pages/page-head.ts';
import { readJob } from '../../src/services/jobs/read-job.ts';
import { cardColours, logoSvg } from '../../src/services/public-pages/draw-job-card.ts';
import { jobCardTexts } from '../../src/services/public-pages/job-card-texts.ts';
import { buildJob, buildRestaurant } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its first chunk, which must be IHDR (PNG spec §11.2.2). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(pngSignature);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const meta = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];

// No web build: the card is drawn by the server alone.
describe('a job’s share card (GET /jobs/:id/card.png)', () => {
  const t = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const appUrl = () => t.ctx.config.APP_URL.replace(/\/$/, '');

  let open: Awaited<ReturnType<typeof buildJob>>;
  let closed: Awaited<ReturnType<typeof buildJob>>;
  let removed: Awaited<ReturnType<typeof buildJob>>;
  let draft: Awaited<ReturnType<typeof buildJob>>;
  beforeAll(async () => {
    const restaurant = await buildRestaurant(t, {
      venueName: 'Le Coq & Co',
      city: 'Lyon',
      country: 'FR',
      currency: 'EUR',
    });
    open = await buildJob(t, {
      restaurant,
      title: 'Sous Chef',
      salary: 14,
      salaryMax: 16,
      payPeriod: 'hour',
      tipModel: 'pooled',
    });
    // A venue in the EU publishes with its pay (EU pay transparency).
    closed = await buildJob(t, { restaurant, status: 'closed', salary: 13 });
    removed = await buildJob(t, { restaurant, status: 'closed', salary: 13 });
    await t.database.db.update(jobs).set({ removedAt: new Date() }).where(eq(jobs.id, removed.id));
    draft = await buildJob(t, { restaurant, status: 'draft', salary: 13 });
  });

  it('is a 1200×630 PNG for an open job, cacheable for an hour with an ETag', async () => {
    const response = await get(`/jobs/${open.id}/card.png?lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers.etag).toMatch(/^"[\w-]{22}"$/);
    // The language is in the URL: the answer does not depend on the visitor's headers.
    expect(response.headers.vary).toBeUndefined();
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('is drawn for a closed job too, as its page still shows', async () => {
    const response = await get(`/jobs/${closed.id}/card.png?lang=de`);
    expect(response.statusCode).toBe(200);
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('is 404 wherever the job page is: unknown, malformed, removed or draft', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-job', removed.id, draft.id]) {
      const response = await get(`/jobs/${id}/card.png`);
      expect(response.statusCode, id).toBe(404);
      expect(response.headers['content-type'], id).toContain('application/json');
    }
  });

  it('answers 304 with no body to the ETag it gave, and 200 to another', async () => {
    const url = `/jobs/${open.id}/card.png?lang=en`;
    const { etag } = (await get(url)).headers;
    expect(typeof etag).toBe('string');
    const again = await get(url, { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=3600');
    const weak = await get(url, { 'if-none-match': `"other", W/${String(etag)}` });
    expect(weak.statusCode).toBe(304);
    const stale = await get(url, { 'if-none-match': '"an-older-card"' });
    expect(stale.statusCode).toBe(200);
    expect(pngSize(stale.rawPayload).width).toBe(1200);
  });

  it('takes the page’s language without ?lang (cookie, then Accept-Language), and says so in Vary', async () => {
    const url = `/jobs/${open.id}/card.png`;
    const french = await get(url, { 'accept-language': 'fr-CH, en;q=0.5' });
    expect(french.statusCode).toBe(200);
    expect(french.headers.vary).toBe('Cookie, Accept-Language');
    const frenchByParameter = await get(`${url}?lang=fr`);
    expect(french.headers.etag).toBe(frenchByParameter.headers.etag);
    const chosen = await get(url, { cookie: 'lang=es', 'accept-language': 'fr' });
    expect(chosen.headers.etag).toBe((await get(`${url}?lang=es`)).headers.etag);
    // A language Brigade does not speak is the page's rule too: here English.
    const unknown = await get(`${url}?lang=xx`);
    expect(unknown.headers.etag).toBe((await get(`${url}?lang=en`)).headers.etag);
    expect(new Set([french, chosen, unknown].map((r) => r.headers.etag)).size).toBe(3);
  });

  it('is drawn again when what it shows changes', async () => {
    const job = await buildJob(t, { title: 'Commis' });
    const url = `/jobs/${job.id}/card.png?lang=en`;
    const before = await get(url);
    await t.database.db.update(jobs).set({ title: 'Chef de Partie' }).where(eq(jobs.id, job.id));
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('says what the job page says, in the page’s language', async () => {
    const texts = jobCardTexts(await readJob(t.ctx, null, open.id), 'fr');
    expect(texts).toMatchObject({
      brand: 'Brigade',
      title: 'Sous Chef',
      venue: 'Le Coq & Co',
      city: 'Lyon',
      hours: '30–38 heures par semaine',
      closed: null,
    });
    // French puts the euro after the amount, behind a no-break space (narrow or not, by ICU).
    expect(texts.pay).toMatch(/^14–16[\u00a0\u202f]€ de l'heure \+ pourboires$/);
    const closedTexts = jobCardTexts(await readJob(t.ctx, null, closed.id), 'en');
    expect(closedTexts.closed).toBe('This job is no longer accepting applications.');
  });

  it('is the job page’s og:image and twitter:image, with its size and words', async () => {
    const job = await readJob(t.ctx, null, open.id);
    const facts = { validThrough: null, currency: 'EUR', country: 'FR' };
    const html = headHtml(jobHead('fr', appUrl(), job, facts));
    const card = `${appUrl()}/jobs/${open.id}/card.png?lang=fr`;
    expect(meta(html, 'property', 'og:image')).toBe(card);
    expect(meta(html, 'name', 'twitter:image')).toBe(card);
    expect(meta(html, 'property', 'og:image:width')).toBe('1200');
    expect(meta(html, 'property', 'og:image:height')).toBe('630');
    expect(meta(html, 'property', 'og:image:alt')).toBe('Sous Chef chez Le Coq &amp; Co');
    expect(meta(html, 'name', 'twitter:image:alt')).toBe('Sous Chef chez Le Coq &amp; Co');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    // The URL the page names is the card itself.
    const response = await get(card.slice(appUrl().length));
    expect(response.statusCode).toBe(200);
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('wears the web app’s colours and mark', async () => {
    const css = await readFile(
      new URL('../../../web/src/styles/globals.css', import.meta.url),
      'utf8',
    );
    const light = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
    const token = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`).exec(light)?.[1];
    expect(cardColours).toEqual({
      background: token('background'),
      foreground: token('foreground'),
      mutedForeground: token('muted-foreground'),
      primary: token('primary'),
      primaryForeground: token('primary-foreground'),
      accent: token('accent'),
      accentForeground: token('accent-foreground'),
    });
    const logo = await readFile(new URL('../../../web/public/logo.svg', import.meta.url), 'utf8');
    expect(logoSvg).toBe(logo);
  });
});
