import type { JobDetail, JobSearchPage } from '@brigade/shared/jobs/job-answers';
import type { PlanStatus } from '@brigade/shared/plans/plan-status';
import { apiPaths } from '@brigade/shared/routes';
import { describe, expect, it } from 'vitest';
import { buildJob, uniqueWord } from '../support/jobs.ts';
import { useTestApp, type TestApp } from '../support/test-app.ts';
import { planOf, restaurantOn } from './plan-fixtures.ts';

const boost = (t: TestApp, cookie: string, id: string) =>
  t.app.inject({ method: 'POST', url: apiPaths.jobs.boost(id), headers: { cookie } });

/** Boosts: Starter 0, Growth 2, Scale 6 a month; first in Browse Jobs for 7 days. */
describe('plans: boosting a listing', () => {
  const t = useTestApp();

  it('refuses Starter, which has no boosts', async () => {
    const { user, cookie } = await restaurantOn(t, null);
    const job = await buildJob(t, { restaurant: user });
    expect((await boost(t, cookie, job.id)).json()).toMatchObject({
      error: { code: 'plan_boost_limit' },
    });
  });

  it('puts a boosted listing first in Browse Jobs for 7 days without changing its posting date', async () => {
    const { user, cookie } = await restaurantOn(t, 'growth');
    const city = uniqueWord('Boostville');
    const postedAt = new Date(Date.now() - 5 * 86_400_000);
    const older = await buildJob(t, {
      restaurant: user,
      city,
      title: 'Older cook',
      publishedAt: postedAt,
    });
    const newer = await buildJob(t, { restaurant: user, city, title: 'Newer cook' });
    const search = async (page = 1) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${apiPaths.jobs.search}?city=${city}&page=${page}`,
        })
      ).json<JobSearchPage>();
    expect((await search()).items.map((job) => job.id)).toEqual([newer.id, older.id]);

    const boosted = await boost(t, cookie, older.id);
    expect(boosted.statusCode, boosted.body).toBe(200);
    const detail = boosted.json<JobDetail>();
    const days = (Date.parse(detail.urgentUntil ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(detail.publishedAt).toBe(postedAt.toISOString());

    const page = await search();
    expect(page.items.map((job) => job.id)).toEqual([older.id, newer.id]);
    expect(page.total).toBe(2);
    expect(page.items[0]?.urgentUntil).toBe(detail.urgentUntil);
    expect(page.items[1]?.urgentUntil).toBeNull();
    // Sorted by pay too, and only on the first page.
    const byPay = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.jobs.search}?city=${city}&sort=pay`,
    });
    expect(byPay.json<JobSearchPage>().items[0]?.id).toBe(older.id);
    expect((await search(2)).items).toEqual([]);

    // Once boosted, not again; a draft never; the month's second boost, then none left.
    expect((await boost(t, cookie, older.id)).json()).toMatchObject({
      error: { code: 'boost_refused' },
    });
    const draft = await buildJob(t, { restaurant: user, status: 'draft' });
    expect((await boost(t, cookie, draft.id)).json()).toMatchObject({
      error: { code: 'boost_refused' },
    });
    expect((await boost(t, cookie, newer.id)).statusCode).toBe(200);
    const third = await buildJob(t, { restaurant: user });
    expect((await boost(t, cookie, third.id)).json()).toMatchObject({
      error: { code: 'plan_boost_limit' },
    });
    const status = (await planOf(t, cookie)).json<PlanStatus>();
    expect(status.usage).toContainEqual({ key: 'boosts', limit: 2, used: 2 });
  });

  it('lets only those who look after the listing boost it', async () => {
    const { user } = await restaurantOn(t, 'scale');
    const job = await buildJob(t, { restaurant: user });
    const stranger = await restaurantOn(t, 'scale');
    expect((await boost(t, stranger.cookie, job.id)).statusCode).toBe(403);
  });
});
