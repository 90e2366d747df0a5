import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs } from '../../src/db/schema/jobs.ts';
import { signedInUser } from '../support/accounts.ts';
import { giveVenue, jobDefaults, uniqueWord } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';

/** Issue 15: Post a Job asks for the hours a week and the shift pattern (the resume's grid). */
describe('hours a week and shifts of a job', () => {
  const t = useTestApp();

  async function restaurant() {
    const signedIn = await signedInUser(t, 'restaurant');
    await giveVenue(t, signedIn.user);
    return signedIn;
  }
  const call = (method: 'POST' | 'PUT' | 'GET', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie } });
  const post = (cookie: string, payload: object) => call('POST', '/api/jobs', cookie, payload);
  const { hoursMin: _min, hoursMax: _max, ...noHours } = jobDefaults;

  it('stores hours and shifts, in the grid’s one written form, and answers them', async () => {
    const { cookie } = await restaurant();
    const response = await post(cookie, {
      ...noHours,
      hoursMin: 30,
      hoursMax: 38,
      shifts: { sat: ['dinner', 'lunch'], fri: ['late', 'dinner', 'late'], mon: [] },
      publish: true,
    });
    expect(response.statusCode).toBe(201);
    const job = response.json();
    expect(job).toMatchObject({
      status: 'open',
      hoursMin: 30,
      hoursMax: 38,
      shifts: { fri: ['dinner', 'late'], sat: ['lunch', 'dinner'] },
    });
    const [row] = await t.database.db
      .select({ shifts: jobs.shifts })
      .from(jobs)
      .where(eq(jobs.id, job.id));
    expect(row?.shifts).toEqual({ fri: ['dinner', 'late'], sat: ['lunch', 'dinner'] });
    // The public page carries the grid; lists carry the hours (not the grid).
    const page = (await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).json();
    expect(page).toMatchObject({ hoursMin: 30, hoursMax: 38, shifts: job.shifts });
    const city = uniqueWord();
    await call('PUT', `/api/jobs/${job.id}`, cookie, { ...jobDefaults, city, shifts: job.shifts });
    const found = (await t.app.inject({ method: 'GET', url: `/api/jobs?city=${city}` })).json();
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ id: job.id, hoursMin: 30, hoursMax: 38 });
    expect(found.items[0]).not.toHaveProperty('shifts');
  });

  it('takes one figure (hoursMax empty or equal) and no shifts', async () => {
    const { cookie } = await restaurant();
    for (const hours of [{ hoursMin: 20 }, { hoursMin: 20, hoursMax: 20 }]) {
      const job = (await post(cookie, { ...noHours, ...hours, publish: true })).json();
      expect(job).toMatchObject({ status: 'open', hoursMin: 20, shifts: {} });
      expect([null, 20]).toContain(job.hoursMax);
    }
  });

  it('refuses to publish without the hours a week, but saves a draft without them', async () => {
    const { cookie } = await restaurant();
    const refused = await post(cookie, { ...noHours, publish: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.hoursMin).toEqual({
      key: 'validation.hoursRequired',
      message: 'Enter the hours a week to publish the job.',
    });

    const draft = await post(cookie, noHours);
    expect(draft.statusCode).toBe(201);
    expect(draft.json()).toMatchObject({ status: 'draft', hoursMin: null, hoursMax: null });

    // Publishing the draft from Manage Listings asks for them too, in so many words.
    const status = `/api/jobs/${draft.json().id}/status`;
    const notYet = await call('POST', status, cookie, { status: 'open' });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error).toEqual({
      code: 'hours_required',
      message: 'Add the hours a week before publishing: edit the listing first.',
    });
    await call('PUT', `/api/jobs/${draft.json().id}`, cookie, { ...noHours, hoursMin: 16 });
    const opened = await call('POST', status, cookie, { status: 'open' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ status: 'open', hoursMin: 16 });
  });

  it('keeps an open job’s hours: an edit may change them, not drop them', async () => {
    const { cookie } = await restaurant();
    const job = (await post(cookie, { ...jobDefaults, publish: true })).json();
    const dropped = await call('PUT', `/api/jobs/${job.id}`, cookie, noHours);
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().error.fields.hoursMin.key).toBe('validation.hoursRequired');

    const changed = await call('PUT', `/api/jobs/${job.id}`, cookie, {
      ...noHours,
      hoursMin: 12,
      hoursMax: 16,
      shifts: { sun: ['breakfast'] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      hoursMin: 12,
      hoursMax: 16,
      shifts: { sun: ['breakfast'] },
    });
    // …and clearing the shifts is fine: they are optional.
    const cleared = await call('PUT', `/api/jobs/${job.id}`, cookie, {
      ...jobDefaults,
      shifts: {},
    });
    expect(cleared.json()).toMatchObject({ hoursMin: 30, hoursMax: 38, shifts: {} });
  });

  it('lets a closed job posted before hours were asked reopen only once it has them', async () => {
    const { cookie } = await restaurant();
    const job = (await post(cookie, { ...jobDefaults, publish: true })).json();
    await call('POST', `/api/jobs/${job.id}/status`, cookie, { status: 'closed' });
    // As a job from before issue 15 is stored: no hours.
    await t.database.db
      .update(jobs)
      .set({ hoursMin: null, hoursMax: null })
      .where(eq(jobs.id, job.id));
    const reopen = await call('POST', `/api/jobs/${job.id}/status`, cookie, { status: 'open' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().error.code).toBe('hours_required');
  });

  // Every message hours and shifts can give, on Post a Job and on an edit.
  it.each([
    ['hoursMin', 'validation.hoursRange', { hoursMin: 0 }],
    ['hoursMin', 'validation.hoursRange', { hoursMin: 81 }],
    ['hoursMax', 'validation.hoursRange', { hoursMin: 30, hoursMax: 81 }],
    ['hoursMin', 'validation.hoursInvalid', { hoursMin: 37.5 }],
    ['hoursMin', 'validation.hoursInvalid', { hoursMin: 'thirty' }],
    ['hoursMin', 'validation.hoursFromMissing', { hoursMin: null, hoursMax: 38 }],
    ['hoursMax', 'validation.hoursRangeOrder', { hoursMin: 38, hoursMax: 30 }],
    ['shifts', 'validation.weekGridInvalid', { shifts: { funday: ['lunch'] } }],
    ['shifts.fri.0', 'validation.weekGridInvalid', { shifts: { fri: ['brunch'] } }],
    ['shifts', 'validation.weekGridInvalid', { shifts: 'weekends' }],
  ])('refuses a bad %s with %s', async (field, key, change) => {
    const { cookie } = await restaurant();
    const draft = (await post(cookie, jobDefaults)).json();
    for (const response of [
      await post(cookie, { ...jobDefaults, ...change, publish: true }),
      await call('PUT', `/api/jobs/${draft.id}`, cookie, { ...jobDefaults, ...change }),
    ]) {
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('validation_failed');
      expect(error.fields[field].key).toBe(key);
      expect(error.fields[field].message).not.toMatch(/^validation\./);
    }
  });
});
