import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { buildJob, giveVenue, uniqueWord } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';

describe('the venue name on jobs follows the restaurant profile', () => {
  const t = useTestApp();

  it('renames every job of the restaurant, and search finds the new name', async () => {
    const { user, cookie } = await signedInUser(t, 'restaurant');
    await giveVenue(t, user, { venueName: 'Old Mill' });
    const other = await buildJob(t, {});
    const city = uniqueWord('Venue');
    const open = await buildJob(t, { restaurant: user, city });
    const draft = await buildJob(t, { restaurant: user, city, status: 'draft' });
    const newName = uniqueWord('Copperpot');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { firstName: 'Ana', lastName: 'Ruiz', venueName: newName, city: 'Lyon' },
    });
    expect(saved.statusCode).toBe(200);
    for (const id of [open.id, draft.id]) {
      const job = (
        await t.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: { cookie } })
      ).json();
      expect(job.venueName).toBe(newName);
      expect(job.venue.name).toBe(newName);
    }
    const otherJob = (await t.app.inject({ method: 'GET', url: `/api/jobs/${other.id}` })).json();
    expect(otherJob.venueName).toBe('Chez Test');
    const found = await t.app.inject({ method: 'GET', url: `/api/jobs?q=${newName}` });
    expect(found.json().items.map((item: { id: string }) => item.id)).toEqual([open.id]);
  });

  it('keeps the last name on the jobs when the profile’s name is cleared', async () => {
    const { user, cookie } = await signedInUser(t, 'restaurant');
    await giveVenue(t, user, { venueName: 'Keeper' });
    const job = await buildJob(t, { restaurant: user });
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { firstName: 'Ana', lastName: 'Ruiz', venueName: '' },
    });
    const read = (await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).json();
    expect(read.venueName).toBe('Keeper');
  });
});
