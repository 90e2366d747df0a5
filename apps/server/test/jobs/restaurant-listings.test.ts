import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signedInUser } from '../support/accounts.ts';
import { buildJob, giveVenue } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';
import { applications } from '../../src/db/schema/applications.ts';

describe('GET /api/restaurant/jobs (Manage Listings)', () => {
  const t = useTestApp();
  let cookie = '';
  const ids = {} as Record<'draft' | 'open' | 'closed', string>;

  beforeAll(async () => {
    const signedIn = await signedInUser(t, 'restaurant');
    cookie = signedIn.cookie;
    await giveVenue(t, signedIn.user, { venueName: 'Listing House' });
    for (const status of ['closed', 'open', 'draft'] as const) {
      ids[status] = (await buildJob(t, { restaurant: signedIn.user, status, title: status })).id;
    }
    // Three applications to the open job: two this week, one from ten days ago.
    const applicants = await Promise.all([1, 2, 3].map(() => buildUser(t)));
    await t.database.db.insert(applications).values(
      applicants.map((applicant, index) => ({
        jobId: ids.open,
        applicantId: applicant.id,
        restaurantId: signedIn.user.id,
        appliedAt: new Date(Date.now() - (index === 2 ? 10 : 1) * 86_400_000),
      })),
    );
  });

  const list = async (query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/restaurant/jobs${query}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('lists every status, newest first, with application counts', async () => {
    const answer = await list();
    expect(answer).toMatchObject({ page: 1, pageSize: 50, total: 3 });
    expect(answer.items.map((item: { id: string }) => item.id)).toEqual([
      ids.draft,
      ids.open,
      ids.closed,
    ]);
    expect(answer.items[1]).toMatchObject({
      status: 'open',
      venueName: 'Listing House',
      applications: { total: 3, newThisWeek: 2 },
    });
    expect(answer.items[0].applications).toEqual({ total: 0, newThisWeek: 0 });
  });

  it.each(['draft', 'open', 'closed'] as const)('filters by status %s', async (status) => {
    const answer = await list(`?status=${status}`);
    expect(answer.items.map((item: { id: string }) => item.id)).toEqual([ids[status]]);
    expect(answer.total).toBe(1);
  });

  it('pages, clamps the page size to 50 and ignores an unknown status', async () => {
    const first = await list('?pageSize=2');
    const second = await list('?pageSize=2&page=2');
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect((await list('?pageSize=1000')).pageSize).toBe(50);
    expect((await list('?status=archived')).total).toBe(3);
  });
});
