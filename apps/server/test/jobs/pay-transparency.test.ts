import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { giveVenue, jobDefaults } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';

/**
 * Issue 16, total pay: EU pay transparency (Directive 2023/970). A venue in the EU publishes a
 * listing only with its pay stated; drafts may wait; venues elsewhere choose.
 */
describe('EU pay transparency', () => {
  const t = useTestApp();

  async function restaurantIn(country: string) {
    const signedIn = await signedInUser(t, 'restaurant');
    await giveVenue(t, signedIn.user, { country, currency: country === 'GB' ? 'GBP' : 'EUR' });
    return signedIn.cookie;
  }
  const call = (method: 'POST' | 'PUT', url: string, cookie: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { cookie } });
  // jobDefaults states no pay.
  const noPay = jobDefaults;

  it('refuses to publish without pay for a venue in the EU, under the salary field', async () => {
    const cookie = await restaurantIn('ES');
    const refused = await call('POST', '/api/jobs', cookie, { ...noPay, publish: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.salary).toEqual({
      key: 'validation.payRequiredEu',
      message: 'Enter the pay to publish: EU law asks for it in every job listing.',
    });

    // A draft may wait for its pay; opening it from Manage Listings asks for it in so many words.
    const draft = await call('POST', '/api/jobs', cookie, noPay);
    expect(draft.statusCode).toBe(201);
    const status = `/api/jobs/${draft.json().id}/status`;
    const notYet = await call('POST', status, cookie, { status: 'open' });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error).toEqual({
      code: 'pay_required',
      message: 'Add the pay before publishing: EU law asks for it. Edit the listing first.',
    });
    await call('PUT', `/api/jobs/${draft.json().id}`, cookie, { ...noPay, salary: 13.5 });
    const opened = await call('POST', status, cookie, { status: 'open' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ status: 'open', salary: 13.5 });

    // An open listing keeps its pay: an edit may change it, not drop it.
    const dropped = await call('PUT', `/api/jobs/${draft.json().id}`, cookie, noPay);
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().error.fields.salary.key).toBe('validation.payRequiredEu');
    const range = await call('PUT', `/api/jobs/${draft.json().id}`, cookie, {
      ...noPay,
      salary: 13,
      salaryMax: 15,
    });
    expect(range.statusCode).toBe(200);
  });

  it('publishes without pay for a venue outside the EU, or with no country yet', async () => {
    for (const cookie of [await restaurantIn('GB'), await restaurantIn('')]) {
      const published = await call('POST', '/api/jobs', cookie, { ...noPay, publish: true });
      expect(published.statusCode).toBe(201);
      expect(published.json()).toMatchObject({ status: 'open', salary: null });
    }
  });
});
