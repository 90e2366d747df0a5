import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { giveVenue, jobDefaults } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';

// Shifts that fit (issue 16): Post a Job says how many of the ticked shifts the job needs a
// week; fit is measured against that number, so it may not exceed the shifts ticked.
describe('shifts a week of a job', () => {
  const t = useTestApp();
  const shifts = { fri: ['dinner', 'late'], sat: ['dinner'] };

  async function restaurantCookie() {
    const { user, cookie } = await signedInUser(t, 'restaurant');
    await giveVenue(t, user);
    return cookie;
  }
  const send = (method: 'POST' | 'PUT', url: string, cookie: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { cookie } });

  it('stores and answers it, and an edit changes or clears it', async () => {
    const cookie = await restaurantCookie();
    const created = await send('POST', '/api/jobs', cookie, {
      ...jobDefaults,
      shifts,
      shiftsPerWeek: 2,
      publish: true,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect(created.json()).toMatchObject({ shiftsPerWeek: 2 });
    const page = await t.app.inject({ method: 'GET', url: `/api/jobs/${id}` });
    expect(page.json()).toMatchObject({ shifts, shiftsPerWeek: 2 });

    const edited = await send('PUT', `/api/jobs/${id}`, cookie, {
      ...jobDefaults,
      shifts,
      shiftsPerWeek: 3,
    });
    expect(edited.json()).toMatchObject({ shiftsPerWeek: 3 });
    // Left out: all the ticked shifts.
    const cleared = await send('PUT', `/api/jobs/${id}`, cookie, { ...jobDefaults, shifts });
    expect(cleared.json()).toMatchObject({ shiftsPerWeek: null });
  });

  it('refuses more shifts a week than are ticked, in so many words', async () => {
    const cookie = await restaurantCookie();
    for (const payload of [
      { shifts, shiftsPerWeek: 4 },
      { shifts: {}, shiftsPerWeek: 1 },
    ]) {
      const refused = await send('POST', '/api/jobs', cookie, { ...jobDefaults, ...payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields.shiftsPerWeek).toEqual({
        key: 'validation.shiftsPerWeekTooMany',
        message:
          'That is more shifts a week than are ticked in the grid: tick more shifts or lower the number.',
      });
    }
    const zero = await send('POST', '/api/jobs', cookie, {
      ...jobDefaults,
      shifts,
      shiftsPerWeek: 0,
    });
    expect(zero.json().error.fields.shiftsPerWeek.key).toBe('validation.shiftsPerWeekInvalid');
  });
});
