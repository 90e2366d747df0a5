import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { giveVenue, jobDefaults } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';

/** Issue 16, total pay: what a job gives beyond the pay (paid breaks, staff meals, a uniform). */
describe('a job’s perks', () => {
  const t = useTestApp();

  async function post(payload: object) {
    const { user, cookie } = await signedInUser(t, 'restaurant');
    await giveVenue(t, user);
    return t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      payload: { ...jobDefaults, publish: true, ...payload },
      headers: { cookie },
    });
  }

  it('stores them once each, in the list’s order, and shows them on the job’s page', async () => {
    const response = await post({ perks: ['uniform', 'paid_breaks', 'uniform'] });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const page = (await t.app.inject({ method: 'GET', url: `/api/jobs/${id}` })).json();
    expect(page.perks).toEqual(['paid_breaks', 'uniform']);
  });

  it('has none unless given', async () => {
    const { id } = (await post({})).json();
    const page = (await t.app.inject({ method: 'GET', url: `/api/jobs/${id}` })).json();
    expect(page.perks).toEqual([]);
  });

  it('refuses a perk it does not know', async () => {
    const response = await post({ perks: ['free_parking'] });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().error.fields)).toContain('validation.perkInvalid');
  });
});
