import { describe, expect, it } from 'vitest';
import { apiPaths } from '@brigade/shared/routes';
import { signedInUser } from '../support/accounts.ts';
import { buildJob, buildRestaurant, giveVenue, uniqueWord } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';

interface Summary {
  id: string;
  currency: string | null;
}

/** Venue country and currency (Edit Profile), the currency on jobs, and the pay filter by it. */
describe('pay with a currency', () => {
  const t = useTestApp();
  const put = (cookie: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/profile', payload, headers: { cookie } });
  const readJob = async (id: string, cookie = '') =>
    (await t.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: { cookie } })).json();
  const venue = { firstName: 'Ana', lastName: 'Ruiz', venueName: 'Casa Ana', city: 'Madrid' };

  it('saves a country with its own currency unless the venue chose another', async () => {
    const { cookie } = await signedInUser(t, 'restaurant');
    const british = await put(cookie, { ...venue, country: 'GB' });
    expect(british.statusCode).toBe(200);
    expect(british.json().profile).toMatchObject({ country: 'GB', currency: 'GBP' });
    const chosen = await put(cookie, { ...venue, country: 'ES', currency: 'GBP' });
    expect(chosen.json().profile).toMatchObject({ country: 'ES', currency: 'GBP' });
    const cleared = await put(cookie, { ...venue });
    expect(cleared.json().profile).toMatchObject({ country: '', currency: '' });
    expect(cleared.json().missing).toContain('country');
  });

  it.each([
    ['country', { country: 'gb' }],
    ['country', { country: 'UK' }],
    ['currency', { currency: 'eur' }],
    ['currency', { currency: 'BTC' }],
  ])('refuses a %s outside the lists, keeping the saved one', async (field, change) => {
    const { cookie } = await signedInUser(t, 'restaurant');
    await put(cookie, { ...venue, country: 'FR' });
    const response = await put(cookie, { ...venue, ...change });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
    const saved = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(saved.json().profile).toMatchObject({ country: 'FR', currency: 'EUR' });
  });

  it('gives a job its venue’s currency in every answer, and none while the venue has none', async () => {
    const { user, cookie } = await signedInUser(t, 'restaurant');
    const city = uniqueWord('Pay');
    await giveVenue(t, user, { country: 'GB' });
    const job = await buildJob(t, { restaurant: user, city, salary: 14 });
    expect((await readJob(job.id)).currency).toBe('GBP');
    const found = await t.app.inject({ method: 'GET', url: `/api/jobs?city=${city}` });
    expect(found.json().items.map((item: Summary) => item.currency)).toEqual(['GBP']);
    const listings = await t.app.inject({
      method: 'GET',
      url: '/api/restaurant/jobs',
      headers: { cookie },
    });
    expect(listings.json().items.map((item: Summary) => item.currency)).toEqual(['GBP']);
    const bare = await buildJob(t, { city, salary: 14 });
    expect((await readJob(bare.id)).currency).toBeNull();
  });

  it('moves the venue’s jobs to a currency it states or corrects later', async () => {
    const { user, cookie } = await signedInUser(t, 'restaurant');
    await giveVenue(t, user);
    const open = await buildJob(t, { restaurant: user, salary: 14 });
    const draft = await buildJob(t, { restaurant: user, status: 'draft' });
    const other = await buildJob(t, {});
    await put(cookie, { ...venue, country: 'DE' });
    for (const id of [open.id, draft.id]) expect((await readJob(id, cookie)).currency).toBe('EUR');
    await put(cookie, { ...venue, country: 'CH' });
    expect((await readJob(open.id)).currency).toBe('CHF');
    // Clearing the currency keeps the jobs' last one; other venues' jobs are untouched.
    await put(cookie, { ...venue });
    expect((await readJob(open.id)).currency).toBe('CHF');
    expect((await readJob(other.id)).currency).toBeNull();
  });

  it('compares a minimum pay only with jobs paying in its currency', async () => {
    const city = uniqueWord('Money');
    const madrid = await buildRestaurant(t, { country: 'ES' });
    const london = await buildRestaurant(t, { country: 'GB' });
    const bare = await buildRestaurant(t);
    const inEuros = await buildJob(t, { restaurant: madrid, city, salary: 14 });
    const inPounds = await buildJob(t, { restaurant: london, city, salary: 14 });
    const unstated = await buildJob(t, { restaurant: bare, city, salary: 14 });
    const search = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/jobs?city=${city}&${query}` }))
        .json()
        .items.map((item: Summary) => item.id)
        .sort();
    expect(await search('minPay=14&currency=EUR')).toEqual([inEuros.id]);
    expect(await search('minPay=14&currency=GBP')).toEqual([inPounds.id]);
    expect(await search('minPay=15&currency=GBP')).toEqual([]);
    // 14 a week is 0.35 an hour: period conversion still applies within the currency.
    expect(await search('minPay=14&payPeriod=week&currency=EUR')).toEqual([inEuros.id]);
    // The currency is the minimum pay's unit: alone it narrows nothing.
    expect(await search('currency=GBP')).toEqual([inEuros.id, inPounds.id, unstated.id].sort());
    // Links from before currencies compare bare numbers; a bad code is dropped.
    expect(await search('minPay=14')).toEqual([inEuros.id, inPounds.id, unstated.id].sort());
    expect(await search('minPay=14&currency=XYZ')).toHaveLength(3);
  });

  it('sorts by pay only within a currency: the asked-for one first, then each other in turn', async () => {
    const city = uniqueWord('Ranked');
    const madrid = await buildRestaurant(t, { country: 'ES' });
    const london = await buildRestaurant(t, { country: 'GB' });
    const bare = await buildRestaurant(t);
    const euros14 = await buildJob(t, { restaurant: madrid, city, salary: 14 });
    const euros20 = await buildJob(t, { restaurant: madrid, city, salary: 20 });
    const pounds12 = await buildJob(t, { restaurant: london, city, salary: 12 });
    const pounds18 = await buildJob(t, { restaurant: london, city, salary: 18 });
    // The highest number of all, but in no stated currency: it cannot outrank anyone's pay.
    const unstated = await buildJob(t, { restaurant: bare, city, salary: 30 });
    const sorted = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/jobs?city=${city}&sort=pay&${query}`,
      });
      expect(response.statusCode).toBe(200);
      return response.json().items.map((item: Summary) => item.id);
    };
    expect(await sorted('currency=GBP')).toEqual(
      [pounds18, pounds12, euros20, euros14, unstated].map((job) => job.id),
    );
    expect(await sorted('currency=EUR')).toEqual(
      [euros20, euros14, pounds18, pounds12, unstated].map((job) => job.id),
    );
    // No currency asked for (an old link, another client): still never interleaved.
    expect(await sorted('')).toEqual(
      [euros20, euros14, pounds18, pounds12, unstated].map((job) => job.id),
    );
    // With a minimum pay, only that currency's jobs are left, highest first.
    expect(await sorted('currency=GBP&minPay=12')).toEqual([pounds18.id, pounds12.id]);
    // Across pages the order holds, on a page within the currency, past it, or across its end.
    expect(await sorted('currency=GBP&pageSize=2&page=2')).toEqual([euros20.id, euros14.id]);
    expect(await sorted('currency=GBP&pageSize=3&page=1')).toEqual(
      [pounds18, pounds12, euros20].map((job) => job.id),
    );
    expect(await sorted('currency=GBP&pageSize=3&page=2')).toEqual([euros14.id, unstated.id]);
    expect(await sorted('currency=EUR&pageSize=1&page=4')).toEqual([pounds12.id]);
  });

  it('keeps a job alert’s currency with its minimum pay', async () => {
    const { cookie } = await signedInUser(t, 'applicant');
    const create = (query: object) =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.jobAlerts.list,
        headers: { cookie },
        payload: { name: 'Pounds', query },
      });
    const withPay = await create({ minPay: '14', payPeriod: 'hour', currency: 'GBP' });
    expect(withPay.statusCode).toBe(201);
    expect(withPay.json().query).toEqual({ minPay: '14', payPeriod: 'hour', currency: 'GBP' });
    const alone = await create({ city: 'Leeds', currency: 'GBP' });
    expect(alone.json().query).toEqual({ city: 'Leeds' });
  });
});
