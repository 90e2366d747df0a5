import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { jobs } from '../../src/db/schema/jobs.ts';
import { venues } from '../../src/db/schema/organisations.ts';
import { jobFeed } from '../../src/services/crawlers/job-feed.ts';
import { isolated, onTransaction } from '../support/isolated.ts';
import { buildJob, buildRestaurant, uniqueWord } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';
import { parseXml, texts, type XmlElement } from './parse-xml.ts';

const APP_URL = 'https://brigade.example';
// What a restaurant could have typed: markup, entities, a CDATA end, control characters.
const hostileTitle = 'Chef & <Sous> "Bar" ]]> \u0001end';
const hostileDescription = 'Line one\n<p>not markup</p> & ]]> more\u0007 <![CDATA[x]]>\ttab 🍷';
// XML 1.0 cannot carry the control characters: they are the only change.
const readTitle = 'Chef & <Sous> "Bar" ]]> end';
const readDescription = 'Line one\n<p>not markup</p> & ]]> more <![CDATA[x]]>\ttab 🍷';

describe('job feeds', () => {
  const t = useTestApp({ config: loadConfig({ APP_URL }) });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const city = uniqueWord('Feed');
  const ids = {} as Record<
    'hostile' | 'plain' | 'bartender' | 'closed' | 'removed' | 'elsewhere',
    string
  >;

  beforeAll(async () => {
    const restaurant = await buildRestaurant(t, { venueName: 'Harbour & <Lights>', city });
    await t.database.db
      .update(venues)
      .set({ country: 'GB', currency: 'GBP', postcode: 'N1 9GU' })
      .where(eq(venues.id, restaurant.id));
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const job = (options: Parameters<typeof buildJob>[1]) =>
      buildJob(t, { restaurant, city, ...options }).then((made) => made.id);
    ids.hostile = await job({
      salary: 14,
      salaryMax: 16,
      postcode: 'N1 9GU',
      publishedAt: daysAgo(3),
    });
    await t.database.db
      .update(jobs)
      .set({ title: hostileTitle, description: hostileDescription, currency: 'GBP' })
      .where(eq(jobs.id, ids.hostile));
    ids.plain = await job({
      title: 'Kitchen Porter',
      employmentType: 'part_time',
      publishedAt: daysAgo(2),
    });
    await t.database.db.update(jobs).set({ currency: null }).where(eq(jobs.id, ids.plain));
    ids.bartender = await job({
      title: 'Head Bartender',
      role: 'bartender',
      publishedAt: daysAgo(1),
    });
    ids.closed = await job({ status: 'closed' });
    ids.removed = await job({});
    await t.database.db
      .update(jobs)
      .set({ status: 'closed', removedAt: new Date() })
      .where(eq(jobs.id, ids.removed));
    ids.elsewhere = (await buildJob(t, { city: uniqueWord('Else') })).id;
  });

  /** The feed's <job> elements by reference number. */
  function feedJobs(body: string): Map<string, XmlElement> {
    const document = parseXml(body);
    expect(document.documentElement.localName).toBe('source');
    const found = new Map<string, XmlElement>();
    for (const job of document.getElementsByTagName('job')) {
      const reference = texts(job, 'referencenumber')[0] ?? '';
      expect(found.has(reference), `${reference} listed twice`).toBe(false);
      found.set(reference, job);
    }
    return found;
  }
  const field = (job: XmlElement | undefined, name: string) =>
    job ? texts(job, name)[0] : undefined;

  describe('/jobs.xml, for aggregators', () => {
    it('lists every open job with its page, venue, place, pay and description verbatim', async () => {
      const response = await get('/jobs.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const listed = feedJobs(response.body);
      const hostile = listed.get(ids.hostile);
      expect(field(hostile, 'title')).toBe(readTitle);
      expect(field(hostile, 'description')).toBe(readDescription);
      expect(field(hostile, 'url')).toBe(`${APP_URL}/jobs/${ids.hostile}`);
      expect(field(hostile, 'company')).toBe('Harbour & <Lights>');
      expect(field(hostile, 'companyurl')).toBe('https://chez-test.example');
      expect(field(hostile, 'city')).toBe(city);
      expect(field(hostile, 'country')).toBe('GB');
      expect(field(hostile, 'postalcode')).toBe('N1 9GU');
      expect(field(hostile, 'salary')).toBe('14–16 GBP per hour');
      expect(field(hostile, 'currency')).toBe('GBP');
      expect(field(hostile, 'jobtype')).toBe('fulltime');
      expect(new Date(field(hostile, 'date') ?? '').getTime()).toBeGreaterThan(0);

      const plain = listed.get(ids.plain);
      expect(field(plain, 'jobtype')).toBe('parttime');
      expect(field(plain, 'currency')).toBeUndefined();
      expect(field(plain, 'salary')).toBeUndefined();
      expect(listed.has(ids.bartender)).toBe(true);
      expect(listed.has(ids.closed)).toBe(false);
      expect(listed.has(ids.removed)).toBe(false);
    });

    it('is kept, gzipped, and answers 304 to an aggregator whose copy is current', async () => {
      const zipped = await get('/jobs.xml', { 'accept-encoding': 'gzip' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(feedJobs(gunzipSync(zipped.rawPayload).toString()).has(ids.hostile)).toBe(true);
      // Another test file on a shared database may open a job in between (a new feed): retry.
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3 && !statuses.includes(304); attempt += 1) {
        const first = await get('/jobs.xml');
        const again = await get('/jobs.xml', { 'if-none-match': first.headers.etag as string });
        statuses.push(again.statusCode);
      }
      expect(statuses).toContain(304);
    });

    it('reads the jobs in batches without losing or repeating one', async () => {
      await isolated(t.database.db, async (tx) => {
        const ctx = onTransaction(t.ctx, tx);
        const whole: string[] = [];
        for await (const piece of jobFeed(ctx)) whole.push(piece);
        const batched: string[] = [];
        for await (const piece of jobFeed(ctx, 2)) batched.push(piece);
        const all = [...feedJobs(whole.join('')).keys()];
        expect([...feedJobs(batched.join('')).keys()]).toEqual(all);
        expect(all).toEqual(expect.arrayContaining([ids.hostile, ids.plain, ids.bartender]));
      });
    });
  });

  describe('/jobs.rss, any Browse Jobs search', () => {
    const items = (body: string) => {
      const document = parseXml(body);
      expect(document.documentElement.localName).toBe('rss');
      expect(document.documentElement.getAttribute('version')).toBe('2.0');
      return [...document.getElementsByTagName('item')].map((item) => ({
        title: texts(item, 'title')[0],
        link: texts(item, 'link')[0],
        guid: texts(item, 'guid')[0],
        description: texts(item, 'description')[0],
        pubDate: texts(item, 'pubDate')[0],
      }));
    };

    it("lists the search's open jobs, newest first, escaped", async () => {
      const response = await get(`/jobs.rss?city=${city}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      const listed = items(response.body);
      expect(listed.map((item) => item.link)).toEqual(
        [ids.bartender, ids.plain, ids.hostile].map((id) => `${APP_URL}/jobs/${id}`),
      );
      expect(listed[2]?.title).toBe(readTitle);
      expect(listed[2]?.guid).toBe(`${APP_URL}/jobs/${ids.hostile}`);
      expect(listed[2]?.description).toContain('Harbour & <Lights>');
      expect(listed[2]?.description).toContain('14–16 GBP per hour');
      expect(new Date(listed[0]?.pubDate ?? '').getTime()).toBeGreaterThan(0);
    });

    it("applies the search's filters, as Browse Jobs does", async () => {
      const byRole = items((await get(`/jobs.rss?city=${city}&role=bartender`)).body);
      expect(byRole.map((item) => item.title)).toEqual(['Head Bartender']);
      const byType = items((await get(`/jobs.rss?city=${city}&employmentType=part_time`)).body);
      expect(byType.map((item) => item.title)).toEqual(['Kitchen Porter']);
      const byText = items((await get(`/jobs.rss?city=${city}&q=porter`)).body);
      expect(byText.map((item) => item.title)).toEqual(['Kitchen Porter']);
      const none = items((await get(`/jobs.rss?city=${city}&role=host`)).body);
      expect(none).toEqual([]);
    });

    it('links its channel back to the Browse Jobs search and to itself', async () => {
      const document = parseXml((await get(`/jobs.rss?city=${city}&role=bartender&page=3`)).body);
      const channel = document.getElementsByTagName('channel')[0] as XmlElement;
      expect(texts(channel, 'link')[0]).toBe(`${APP_URL}/jobs?role=bartender&city=${city}`);
      const self = channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
      expect(self?.getAttribute('href')).toBe(`${APP_URL}/jobs.rss?role=bartender&city=${city}`);
      expect(self?.getAttribute('rel')).toBe('self');
    });
  });
});
