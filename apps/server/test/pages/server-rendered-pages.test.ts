import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { venueInput } from '@brigade/shared/organisations/organisation-input';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/jobs.ts';
import { changeJobStatus } from '../../src/services/jobs/change-job-status.ts';
import {
  addVenue,
  setVenueArchived,
} from '../../src/services/organisations/organisation-venues.ts';
import { buildJob, buildRestaurant, giveVenue } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';

// A web build with a stand-in server renderer: the server's part (data, head, status, the
// document) is tested here; the real renderer is exercised end to end (e2e/tests/ssr-*.spec.ts).
const dist = await mkdtemp(join(tmpdir(), 'brigade-ssr-dist-'));
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The shell's description."
    />
    <title>Brigade</title>
    <script type="module" src="/assets/app-1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const stubRenderer = `
export function pageData(pathname, search) {
  if (pathname === '/') return { page: 'home', queries: [{ kind: 'latestJobs', limit: 6, queryKey: ['jobs', 'latest'] }] };
  if (pathname === '/jobs') return { page: 'jobs', queries: [{ kind: 'jobSearch', search, queryKey: ['jobs', 'search', search] }] };
  const venue = /^\\/venues\\/([^/]+)$/.exec(pathname);
  if (venue) {
    const id = decodeURIComponent(venue[1]);
    return { page: 'venue', id, queries: [{ kind: 'venue', id, queryKey: ['jobs', 'venue', id] }] };
  }
  const match = /^\\/jobs\\/([^/]+)$/.exec(pathname);
  if (!match) return null;
  const id = decodeURIComponent(match[1]);
  return { page: 'job', id, queries: [{ kind: 'job', id, queryKey: ['jobs', 'detail', id] }] };
}
export async function renderPage({ language, answers, signedOut }) {
  const state = JSON.stringify({ answers, signedOut }).replace(/</g, '\\\\u003c');
  return { html: '<p data-lang="' + language + '">rendered</p>', state };
}`;

function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '') as unknown,
  );
}

const meta = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];

describe('server-rendered public pages', () => {
  beforeAll(async () => {
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), indexHtml);
    await mkdir(`${dist}-ssr`);
    await writeFile(join(`${dist}-ssr`, 'entry-server.js'), stubRenderer);
  });
  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
    await rm(`${dist}-ssr`, { recursive: true, force: true });
  });
  const t = useTestApp({ webDist: dist });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const appUrl = () => t.ctx.config.APP_URL.replace(/\/$/, '');

  let open: Awaited<ReturnType<typeof buildJob>>;
  let closed: Awaited<ReturnType<typeof buildJob>>;
  let removed: Awaited<ReturnType<typeof buildJob>>;
  beforeAll(async () => {
    const restaurant = await buildRestaurant(t, {
      venueName: 'Le Coq & Co',
      country: 'FR',
      currency: 'EUR',
    });
    open = await buildJob(t, {
      restaurant,
      title: 'Sous Chef',
      salary: 14,
      salaryMax: 16,
      payPeriod: 'hour',
      postcode: '69002',
      perks: ['staff_meals', 'paid_breaks'],
    });
    // Written past the input's checks, as an old row could hold it: it must still come out inert.
    await t.database.db
      .update(jobs)
      .set({
        description:
          'Run the pass </script><script>alert(1)</script>\n\n- Fresh produce\n- Good team',
      })
      .where(eq(jobs.id, open.id));
    // A venue in the EU publishes with its pay (EU pay transparency).
    closed = await buildJob(t, { restaurant, status: 'closed', salary: 13 });
    removed = await buildJob(t, { restaurant, status: 'closed', salary: 13 });
    await t.database.db.update(jobs).set({ removedAt: new Date() }).where(eq(jobs.id, removed.id));
  });

  it('renders an open job with its title, description, canonical link, cards and one JobPosting', async () => {
    const response = await get(`/jobs/${open.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>Sous Chef at Le Coq &amp; Co · Brigade</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain("The shell's description.");
    expect(meta(html, 'name', 'description')).toMatch(/^Run the pass &lt;\/script&gt;/);
    const url = `${appUrl()}/jobs/${open.id}`;
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(meta(html, 'property', 'og:url')).toBe(url);
    expect(meta(html, 'property', 'og:title')).toBe('Sous Chef at Le Coq &amp; Co · Brigade');
    expect(meta(html, 'property', 'og:image')).toBe(`${url}/card.png?lang=en`);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<p data-lang="en">rendered</p>');
    expect(html).toContain('<script type="application/json" id="brigade-state">');
    // Nothing the author wrote can end a script element.
    expect(html).not.toContain('</script><script>alert(1)');
    const [posting, ...more] = jsonLd(html);
    expect(more).toEqual([]);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Sous Chef',
      description:
        '<p>Run the pass &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p><ul><li>Fresh produce</li><li>Good team</li></ul>',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Le Coq & Co',
        sameAs: 'https://chez-test.example',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '12 Market Street',
          addressLocality: 'Lyon',
          postalCode: '69002',
          addressCountry: 'FR',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 14, maxValue: 16, unitText: 'HOUR' },
      },
      // The perks, in the page's language.
      jobBenefits: 'Paid breaks and Staff meals',
      identifier: { '@type': 'PropertyValue', name: 'Brigade', value: open.id },
      directApply: true,
    });
    const { datePosted, validThrough } = posting as { datePosted: string; validThrough?: string };
    expect(Date.parse(datePosted)).not.toBeNaN();
    if (validThrough !== undefined) expect(Date.parse(validThrough)).toBeGreaterThan(Date.now());
  });

  it("keeps a closed job's page (200) without a JobPosting", async () => {
    const response = await get(`/jobs/${closed.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Line Cook at Le Coq &amp; Co · Brigade</title>');
    expect(response.body).toContain(
      `<link rel="canonical" href="${appUrl()}/jobs/${closed.id}" />`,
    );
    expect(jsonLd(response.body)).toEqual([]);
  });

  it('answers unknown and removed jobs with a 404 page and no JobPosting', async () => {
    for (const path of [
      `/jobs/${removed.id}`,
      '/jobs/00000000-0000-4000-8000-000000000000',
      '/jobs/not-an-id',
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).toContain('<title>Job not found · Brigade</title>');
      expect(response.body, path).toContain('<meta name="robots" content="noindex" />');
      expect(response.body, path).not.toContain('application/ld+json');
      expect(response.body, path).not.toContain('rel="canonical"');
      expect(response.body, path).toContain('<p data-lang="en">rendered</p>');
    }
  });

  it("renders a venue's page with its name, description and canonical link; 404 once archived", async () => {
    const venueId = open.restaurant.id;
    const response = await get(`/venues/${venueId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Jobs at Le Coq &amp; Co · Brigade</title>');
    expect(meta(response.body, 'name', 'description')).toBe('A neighbourhood bistro.');
    expect(response.body).toContain(
      `<link rel="canonical" href="${appUrl()}/venues/${venueId}" />`,
    );
    // The renderer is handed the venue with its open job.
    expect(response.body).toContain(open.id);
    expect(jsonLd(response.body)).toEqual([]);

    const gone = await addVenue(t.ctx, open.restaurant, venueInput.parse({ venueName: 'Gone' }));
    await setVenueArchived(t.ctx, open.restaurant, gone.id, true);
    const archived = await get(`/venues/${gone.id}`);
    expect(archived.statusCode).toBe(404);
    expect(archived.body).toContain('<title>Venue not found · Brigade</title>');
    expect(archived.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('renders Browse Jobs with its filters in the canonical link and a feed link', async () => {
    const response = await get('/jobs?q=chef&city=Lyon');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Browse Jobs · Brigade</title>');
    expect(response.body).toContain(
      `<link rel="canonical" href="${appUrl()}/jobs?q=chef&amp;city=Lyon" />`,
    );
    expect(response.body).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Browse Jobs" href="/jobs.rss?q=chef&amp;city=Lyon" />',
    );
    expect(jsonLd(response.body)).toEqual([]);
  });

  it('sends a page compressed to a browser that takes it, the same page once decoded', async () => {
    const plain = await get('/jobs?q=chef');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      // Twice: made once, then sent from the kept page.
      for (let time = 0; time < 2; time += 1) {
        const response = await get('/jobs?q=chef', { 'accept-encoding': accepted });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toContain('Accept-Encoding');
        expect(decode(response.rawPayload).toString('utf8')).toBe(plain.body);
        expect(response.rawPayload.length).toBeLessThan(plain.body.length / 2);
      }
    }
  });

  it('renders the home page, in the language of the cookie or else the browser', async () => {
    const home = await get('/', { cookie: 'other=1; lang=fr' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<html lang="fr">');
    expect(home.body).toContain('<title>Accueil · Brigade</title>');
    expect(home.body).toContain(`<link rel="canonical" href="${appUrl()}/" />`);
    expect(home.headers.vary).toContain('Cookie');
    const german = await get('/', { 'accept-language': 'it;q=0.9, de-AT;q=0.8, en;q=0.5' });
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('<p data-lang="de">rendered</p>');
  });

  it('names each language version of a page in its URL, with hreflang alternates', async () => {
    const base = `${appUrl()}/jobs/${open.id}`;
    const alternates = (html: string) =>
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
        ([, language, href]) => [language, href],
      );
    const expected = [
      ['en', `${base}?lang=en`],
      ['es', `${base}?lang=es`],
      ['fr', `${base}?lang=fr`],
      ['de', `${base}?lang=de`],
      ['x-default', base],
    ];
    // Without a language in the URL: the visitor's language, and the URL itself is canonical.
    const visitor = (await get(`/jobs/${open.id}`, { cookie: 'lang=fr' })).body;
    expect(visitor).toContain('<html lang="fr">');
    expect(visitor).toContain(`<link rel="canonical" href="${base}" />`);
    expect(alternates(visitor)).toEqual(expected);
    // With one, whatever the visitor's: that language, and the URL with it is canonical.
    const spanish = (await get(`/jobs/${open.id}?lang=es`, { cookie: 'lang=fr' })).body;
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain('<p data-lang="es">rendered</p>');
    expect(spanish).toContain(`<link rel="canonical" href="${base}?lang=es" />`);
    expect(alternates(spanish)).toEqual(expected);
    // Browse Jobs keeps its filters in every alternate, and its feed is the same in all.
    const jobsPage = (await get('/jobs?q=chef&lang=de')).body;
    expect(jobsPage).toContain(
      `<link rel="canonical" href="${appUrl()}/jobs?q=chef&amp;lang=de" />`,
    );
    expect(jobsPage).toContain(
      `<link rel="alternate" hreflang="x-default" href="${appUrl()}/jobs?q=chef" />`,
    );
    expect(jobsPage).toContain('href="/jobs.rss?q=chef"');
    // A language we do not have is ignored; an unknown job has no alternates.
    expect((await get('/?lang=it', { cookie: 'lang=de' })).body).toContain('<html lang="de">');
    expect(alternates((await get('/jobs/not-an-id?lang=fr')).body)).toEqual([]);
  });

  it('serves a page again without reading it anew, until public data changes', async () => {
    const restaurant = await buildRestaurant(t, { venueName: 'Bistro Avant' });
    const job = await buildJob(t, { restaurant, title: 'Night Porter' });
    const title = async () => /<title>(.*)<\/title>/.exec((await get(`/jobs/${job.id}`)).body)?.[1];
    expect(await title()).toBe('Night Porter at Bistro Avant · Brigade');
    // Written past the services, which announce their changes: the kept page is served. On
    // PostgreSQL every test file shares one database, and so one announcement channel: another
    // file's change may empty the cache at any moment, so only the file's own engine can say.
    await t.database.db.update(jobs).set({ title: 'Day Porter' }).where(eq(jobs.id, job.id));
    if (t.database.kind === 'embedded') {
      expect(await title()).toBe('Night Porter at Bistro Avant · Brigade');
    }
    // Through the services, every change is seen at once: a venue renamed, a listing closed.
    await giveVenue(t, restaurant, { venueName: 'Bistro Après' });
    expect(await title()).toBe('Day Porter at Bistro Après · Brigade');
    expect(jsonLd((await get(`/jobs/${job.id}`)).body)).toHaveLength(1);
    await changeJobStatus(t.ctx, restaurant, job.id, 'closed');
    expect(jsonLd((await get(`/jobs/${job.id}`)).body)).toEqual([]);
  });

  it('draws the page for a signed-out visitor when no session cookie came, and keeps both', async () => {
    const signedOut = async (cookie: string) => {
      const html = (await get(`/jobs/${open.id}?signed-out-test`, { cookie })).body;
      const state = /id="brigade-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
      return (JSON.parse(state) as { signedOut: boolean }).signedOut;
    };
    expect(await signedOut('lang=en')).toBe(true);
    expect(await signedOut('lang=en; brigade.session_token=abc')).toBe(false);
    expect(await signedOut('__Secure-brigade.session_token=abc')).toBe(false);
    expect(await signedOut('')).toBe(true);
  });

  it('leaves other pages client-only', async () => {
    const response = await get('/about');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
  });
});
