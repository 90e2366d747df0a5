import type { JobAlertsAnswer, JobAlertView } from '@brigade/shared/jobs/job-alerts';
import { apiPaths } from '@brigade/shared/routes';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { uniqueIp, useTestApp, type TestApp } from '../support/test-app.ts';
import { endPlan, putOnPlan } from '../support/plans.ts';
import { jobAlerts } from '../../src/db/schema/job-alerts.ts';

const create = (t: TestApp, cookie: string, payload: object, ip = uniqueIp()) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.jobAlerts.list,
    headers: { cookie },
    payload,
    remoteAddress: ip,
  });

const list = async (t: TestApp, cookie: string): Promise<JobAlertsAnswer> => {
  const response = await t.app.inject({
    method: 'GET',
    url: apiPaths.jobAlerts.list,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const change = (t: TestApp, cookie: string, id: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: apiPaths.jobAlerts.alert(id),
    headers: { cookie },
    payload,
  });

const remove = (t: TestApp, cookie: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: apiPaths.jobAlerts.alert(id), headers: { cookie } });

const lineCooks = { name: 'Line Cook in Manchester', query: { role: 'cook', city: 'Manchester' } };

describe('job alerts: who may use them', () => {
  const t = useTestApp();

  it('are for signed-in applicants only (401 signed out, 403 restaurants and admins)', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: apiPaths.jobAlerts.list });
    expect(signedOut.statusCode).toBe(401);
    for (const role of ['restaurant', 'admin'] as const) {
      const { cookie } = await signedInUser(t, role);
      expect((await create(t, cookie, lineCooks)).statusCode).toBe(403);
      const read = await t.app.inject({
        method: 'GET',
        url: apiPaths.jobAlerts.list,
        headers: { cookie },
      });
      expect(read.statusCode).toBe(403);
    }
  });

  it("answer 404 for someone else's alert, and for an id that is not one", async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const created = (await create(t, owner.cookie, lineCooks)).json<JobAlertView>();
    expect((await change(t, stranger.cookie, created.id, { paused: true })).statusCode).toBe(404);
    expect((await remove(t, stranger.cookie, created.id)).statusCode).toBe(404);
    expect((await change(t, owner.cookie, 'not-an-id', { paused: true })).statusCode).toBe(404);
    expect((await list(t, stranger.cookie)).items).toEqual([]);
    const [kept] = (await list(t, owner.cookie)).items;
    expect(kept?.paused).toBe(false);
  });
});

describe('job alerts: create, list, change, delete', () => {
  const t = useTestApp();

  it('saves the search filters only, as Browse Jobs reads them, and lists them newest first', async () => {
    const { cookie } = await signedInUser(t);
    const first = await create(t, cookie, {
      name: '  Bar work  ',
      query: {
        q: ' cocktails ',
        minPay: '14.5',
        payPeriod: 'hour',
        page: '3',
        sort: 'pay',
        postedWithin: '7',
        role: 'astronaut',
      },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<JobAlertView>()).toMatchObject({
      name: 'Bar work',
      query: { q: 'cocktails', minPay: '14.5', payPeriod: 'hour' },
      frequency: 'daily',
      paused: false,
    });
    const second = await create(t, cookie, { ...lineCooks, frequency: 'daily' });
    expect(second.statusCode).toBe(201);
    const answer = await list(t, cookie);
    expect(answer).toMatchObject({ limit: 10, instantAlerts: false });
    expect(answer.items.map((alert) => alert.name)).toEqual([
      'Line Cook in Manchester',
      'Bar work',
    ]);
    expect(answer.items[0]).toMatchObject({ query: lineCooks.query, frequency: 'daily' });
  });

  it('refuses a search without any filter, and a missing or too long name', async () => {
    const { cookie } = await signedInUser(t);
    const noFilter = await create(t, cookie, {
      name: 'Everything',
      query: { sort: 'newest', payPeriod: 'week', postedWithin: '7' },
    });
    expect(noFilter.statusCode).toBe(400);
    expect(noFilter.json()).toMatchObject({
      error: { fields: { query: { key: 'jobAlerts.validation.noFilter' } } },
    });
    const unnamed = await create(t, cookie, { name: '   ', query: { city: 'Leeds' } });
    expect(unnamed.json()).toMatchObject({
      error: { fields: { name: { key: 'jobAlerts.validation.nameRequired' } } },
    });
    const long = await create(t, cookie, { name: 'x'.repeat(81), query: { city: 'Leeds' } });
    expect(long.json()).toMatchObject({
      error: { fields: { name: { key: 'jobAlerts.validation.nameTooLong' } } },
    });
    expect((await list(t, cookie)).items).toEqual([]);
  });

  it('renames, pauses, resumes and changes the frequency, then deletes', async () => {
    const { cookie } = await signedInUser(t);
    const { id } = (await create(t, cookie, lineCooks)).json<JobAlertView>();
    const renamed = await change(t, cookie, id, { name: 'Cooks, Manchester' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Cooks, Manchester', paused: false });
    expect((await change(t, cookie, id, { paused: true })).json()).toMatchObject({ paused: true });
    const daily = await change(t, cookie, id, { paused: false, frequency: 'daily' });
    expect(daily.json()).toMatchObject({
      name: 'Cooks, Manchester',
      paused: false,
      frequency: 'daily',
      query: lineCooks.query,
    });
    expect((await change(t, cookie, id, {})).statusCode).toBe(400);
    expect((await change(t, cookie, id, { frequency: 'weekly' })).statusCode).toBe(400);
    expect((await remove(t, cookie, id)).statusCode).toBe(204);
    expect((await remove(t, cookie, id)).statusCode).toBe(404);
    expect((await list(t, cookie)).items).toEqual([]);
  });

  it('keeps at most 10 alerts on the free plan (plan_alert_limit); deleting one makes room', async () => {
    const { cookie } = await signedInUser(t);
    const ip = uniqueIp();
    const made = await Promise.all(
      Array.from({ length: 11 }, (_, index) =>
        create(t, cookie, { name: `Alert ${index}`, query: { city: `City ${index}` } }, ip),
      ),
    );
    const statuses = made.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(201), 409]);
    const refused = made.find((response) => response.statusCode === 409);
    expect(refused?.json()).toMatchObject({ error: { code: 'plan_alert_limit' } });
    const [newest] = (await list(t, cookie)).items;
    expect((await remove(t, cookie, newest?.id ?? '')).statusCode).toBe(204);
    expect((await create(t, cookie, lineCooks, ip)).statusCode).toBe(201);
  });

  it('makes alerts instant on Pro only; one kept instant after a downgrade stays so', async () => {
    const { user, cookie } = await signedInUser(t);
    const instant = await create(t, cookie, { ...lineCooks, frequency: 'instant' });
    expect(instant.json()).toMatchObject({ error: { code: 'plan_instant_alerts' } });
    const { id } = (await create(t, cookie, lineCooks)).json<JobAlertView>();
    expect((await change(t, cookie, id, { frequency: 'instant' })).json()).toMatchObject({
      error: { code: 'plan_instant_alerts' },
    });
    await putOnPlan(t, user, 'pro');
    expect(await list(t, cookie)).toMatchObject({ limit: 30, instantAlerts: true });
    expect((await change(t, cookie, id, { frequency: 'instant' })).statusCode).toBe(200);
    await endPlan(t, user);
    // Over what the free plan allows, what was made stays; renaming it changes nothing else.
    const renamed = await change(t, cookie, id, { name: 'Still instant' });
    expect(renamed.json()).toMatchObject({ frequency: 'instant' });
    expect((await change(t, cookie, id, { frequency: 'instant' })).statusCode).toBe(409);
  });

  it('lets Pro keep 30 alerts, and after a downgrade keeps them all but makes no new one', async () => {
    const { user, cookie } = await signedInUser(t);
    await putOnPlan(t, user, 'pro');
    // 29 made directly, the 30th through the API; the 31st is over Pro's limit.
    await t.database.db.insert(jobAlerts).values(
      Array.from({ length: 29 }, (_, index) => ({
        userId: user.id,
        name: `A${index}`,
        query: { city: `C${index}` },
      })),
    );
    const ip = uniqueIp();
    expect((await create(t, cookie, lineCooks, ip)).statusCode).toBe(201);
    expect((await create(t, cookie, lineCooks, ip)).json()).toMatchObject({
      error: { code: 'plan_alert_limit' },
    });
    await endPlan(t, user);
    expect((await list(t, cookie)).items).toHaveLength(30);
    const refused = await create(t, cookie, lineCooks, ip);
    expect(refused.json()).toMatchObject({ error: { code: 'plan_alert_limit' } });
  });
});
