import { beforeAll, describe, expect, it } from 'vitest';
import { buildJob, buildRestaurant, uniqueWord } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';

interface Summary {
  id: string;
  title: string;
}

/**
 * Browse Jobs. Every search names this file's own city, so jobs other test files make on the
 * same database never show up; each filter is proved to narrow that city's results.
 */
describe('GET /api/jobs', () => {
  const t = useTestApp();
  const city = uniqueWord('Search');
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  const ids = {} as Record<string, string>;

  beforeAll(async () => {
    const restaurant = await buildRestaurant(t, { venueName: 'Harbour Lights' });
    const job = async (name: string, options: Parameters<typeof buildJob>[1]) => {
      ids[name] = (await buildJob(t, { restaurant, city, ...options })).id;
    };
    await job('bartender', {
      title: 'Head Bartender',
      role: 'bartender',
      employmentType: 'full_time',
      salary: 15,
      salaryMax: 18,
      requirements: ['Cocktail experience'],
      publishedAt: daysAgo(2),
    });
    await job('barista', {
      title: 'Barista',
      role: 'barista',
      employmentType: 'part_time',
      salary: 2200,
      payPeriod: 'month',
      publishedAt: daysAgo(10),
    });
    await job('chef', {
      title: 'Sous Chef',
      role: 'chef',
      employmentType: 'full_time',
      salary: 38000,
      payPeriod: 'year',
      description: 'Lead the pass with our head chef; a creative seasonal kitchen.',
      publishedAt: daysAgo(20),
    });
    await job('porter', {
      title: 'Kitchen Porter',
      role: 'kitchen_porter',
      employmentType: 'seasonal',
      description: 'Summer season on the terrace, working next to the chef team.',
      publishedAt: daysAgo(0.5),
    });
    await job('draft', { title: 'Draft Bartender', role: 'bartender', status: 'draft' });
    await job('closed', { title: 'Closed Bartender', role: 'bartender', status: 'closed' });
  });

  async function search(params: Record<string, string | number>) {
    const query = new URLSearchParams(
      Object.fromEntries(Object.entries({ city, ...params }).map(([k, v]) => [k, String(v)])),
    );
    const response = await t.app.inject({ method: 'GET', url: `/api/jobs?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      items: Summary[];
      total: number;
      totalExact: boolean;
      correctedQuery: string | null;
      page: number;
      pageSize: number;
    };
  }
  const found = async (params: Record<string, string | number>) =>
    (await search(params)).items.map((item) => item.id);
  const named = (...names: string[]) => names.map((name) => ids[name]);

  it('shows open jobs only, never drafts or closed jobs, newest first', async () => {
    const answer = await search({});
    expect(answer.items.map((item) => item.id)).toEqual(
      named('porter', 'bartender', 'barista', 'chef'),
    );
    expect(answer).toMatchObject({ total: 4, totalExact: true, page: 1, pageSize: 20 });
    expect(await found({ q: 'bartender' })).toEqual(named('bartender'));
  });

  it('matches the city case-insensitively and only exactly', async () => {
    expect(await found({ city: city.toUpperCase() })).toHaveLength(4);
    expect(await found({ city: city.slice(0, -1) })).toEqual([]);
  });

  it.each([
    [{ role: 'barista' }, ['barista']],
    [{ employmentType: 'full_time' }, ['bartender', 'chef']],
    [{ employmentType: 'seasonal' }, ['porter']],
    // 18/h, 2200/month ≈ 12.69/h, 38000/year ≈ 18.27/h; the porter job has no pay.
    [{ minPay: 18 }, ['bartender', 'chef']],
    [{ minPay: 18.2 }, ['chef']],
    [{ minPay: 700, payPeriod: 'week' }, ['bartender', 'chef']],
    [{ minPay: 2000, payPeriod: 'month' }, ['bartender', 'barista', 'chef']],
    [{ minPay: 37500, payPeriod: 'year' }, ['chef']],
    [{ postedWithin: 1 }, ['porter']],
    [{ postedWithin: 3 }, ['porter', 'bartender']],
    [{ postedWithin: 14 }, ['porter', 'bartender', 'barista']],
    [{ role: 'chef', employmentType: 'part_time' }, []],
  ])('narrows with %j', async (params, names) => {
    expect(await found(params)).toEqual(named(...names));
  });

  it('searches the title, venue, requirements and description', async () => {
    expect(await found({ q: 'cocktail' })).toEqual(named('bartender'));
    expect(await found({ q: 'harbour' })).toHaveLength(4);
    // "chef" is in the sous chef's title (ranked first) and in the porter's description.
    expect(await found({ q: 'chef' })).toEqual(named('chef', 'porter'));
    expect(await found({ q: 'chefs' })).toEqual(named('chef', 'porter'));
    expect(await found({ q: '"head chef"' })).toEqual(named('chef'));
    expect(await found({ q: 'chef -terrace' })).toEqual(named('chef'));
    expect(await found({ q: 'sommelier' })).toEqual([]);
  });

  it('forgives typos by searching the closest title words, and says so', async () => {
    for (const [q, corrected, name] of [
      ['bartendr', 'bartender', 'bartender'],
      ['Barrista', 'barista', 'barista'],
      ['kitchn portr', 'kitchen porter', 'porter'],
    ] as const) {
      const answer = await search({ q });
      expect(answer.items.map((item) => item.id)).toEqual(named(name));
      expect(answer).toMatchObject({ correctedQuery: corrected, total: 1, totalExact: true });
    }
    expect(await search({ q: 'bartender' })).toMatchObject({ correctedQuery: null });
    expect(await search({ q: 'zzzzqqq' })).toMatchObject({ total: 0, correctedQuery: null });
  });

  it('takes any text without failing', async () => {
    for (const q of ["'; DROP TABLE jobs; --", '&|!():*', 'the', '"', 'ü'.repeat(200)]) {
      expect((await search({ q })).items).toBeInstanceOf(Array);
    }
  });

  it('sorts by relevance, newest or pay', async () => {
    expect(await found({ sort: 'newest', q: 'chef' })).toEqual(named('porter', 'chef'));
    expect(await found({ sort: 'pay' })).toEqual(named('chef', 'bartender', 'barista', 'porter'));
    // Relevance without text falls back to newest.
    expect(await found({ sort: 'relevance' })).toEqual(
      named('porter', 'bartender', 'barista', 'chef'),
    );
  });

  it('pages through the results with the total', async () => {
    const first = await search({ pageSize: 3 });
    const second = await search({ pageSize: 3, page: 2 });
    expect(first).toMatchObject({ page: 1, pageSize: 3, total: 4 });
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(
      named('porter', 'bartender', 'barista', 'chef'),
    );
    expect((await search({ page: 3, pageSize: 3 })).items).toEqual([]);
  });

  it('clamps a page size over 50 to 50 and drops malformed parameters', async () => {
    expect((await search({ pageSize: 500 })).pageSize).toBe(50);
    const lenient = await search({
      pageSize: 'many',
      page: -1,
      role: 'juggler',
      minPay: 'lots',
      postedWithin: 2,
      sort: 'random',
    });
    expect(lenient).toMatchObject({ page: 1, pageSize: 20, total: 4 });
  });

  it('counts up to 1,000 and then says "at least"', async () => {
    const crowded = uniqueWord('Crowded');
    const { restaurant } = await buildJob(t, { city: crowded });
    await t.database.pool.query(
      `INSERT INTO jobs (restaurant_id, title, description, location, city, role, employment_type,
         status, venue_name, published_at)
       SELECT $1, 'Waiter ' || g, 'Friendly waiting staff wanted.', 'Main Square', $2, 'server',
         'part_time', 'open', 'Crowd House', now() - make_interval(mins => g)
       FROM generate_series(1, 1000) g`,
      [restaurant.id, crowded],
    );
    const broad = await search({ city: crowded, pageSize: 50 });
    expect(broad).toMatchObject({ total: 1000, totalExact: false, pageSize: 50 });
    expect(broad.items).toHaveLength(50);
    // A ranked search counts in the same pass, exactly.
    expect(await search({ city: crowded, q: 'waiting' })).toMatchObject({
      total: 1000,
      totalExact: true,
    });
    expect((await search({ city: crowded, page: 21, pageSize: 50 })).items).toHaveLength(1);
  });

  it('answers JobSummary items with nothing internal', async () => {
    const [item] = (await search({ q: 'bartender' })).items;
    expect(Object.keys(item ?? {}).sort()).toEqual(
      [
        'city',
        'createdAt',
        'currency',
        'employmentType',
        'fit',
        'hoursMax',
        'hoursMin',
        'id',
        'location',
        'payPeriod',
        'publishedAt',
        'role',
        'salary',
        'salaryMax',
        'status',
        'tipModel',
        'title',
        'totalPay',
        'urgentUntil',
        'venueName',
      ].sort(),
    );
  });

  it('shows the newest open jobs on the home page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/jobs/latest?limit=3' });
    const { items } = response.json() as { items: (Summary & { status: string })[] };
    expect(items).toHaveLength(3);
    expect(items.every((item) => item.status === 'open')).toBe(true);
    const big = await t.app.inject({ method: 'GET', url: '/api/jobs/latest?limit=500' });
    expect(big.json().items.length).toBeLessThanOrEqual(6);
  });
});
