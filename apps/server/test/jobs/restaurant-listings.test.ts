import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signedInUser } from '../support/accounts.ts';
import type { JobStatus } from '@brigade/shared/jobs/job-options';
import { buildJob, buildRestaurant, giveVenue } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';
import { applications } from '../../src/db/schema/applications.ts';
import { jobs } from '../../src/db/schema/jobs.ts';

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

describe('GET /api/restaurant/jobs?q (the inbox job filter, for any number of listings)', () => {
  const t = useTestApp();
  let cookie = '';

  beforeAll(async () => {
    const signedIn = await signedInUser(t, 'restaurant');
    cookie = signedIn.cookie;
    const other = await buildRestaurant(t);
    // 61 listings in one statement (the service's path per job would take minutes): 55 cooks,
    // five porters (one a draft), a title with LIKE's wildcard; and another venue's porter.
    const row = (restaurantId: string, title: string, status: JobStatus = 'open') => ({
      restaurantId,
      title,
      status,
      description: 'A listing made in bulk for the filter.',
      location: '1 Test Street',
      city: 'Lyon',
      role: 'cook' as const,
      employmentType: 'full_time' as const,
      publishedAt: status === 'open' ? new Date() : null,
    });
    await t.database.db
      .insert(jobs)
      .values([
        ...Array.from({ length: 55 }, (_, index) =>
          row(signedIn.user.id, `Line Cook ${String(index + 1).padStart(2, '0')}`),
        ),
        ...[1, 2, 3, 4, 5].map((n) =>
          row(signedIn.user.id, `Night PORTER ${n}`, n === 5 ? 'draft' : 'open'),
        ),
        row(signedIn.user.id, 'Barista, 50% tips'),
        row(other.id, 'Night Porter elsewhere'),
      ]);
  });

  const list = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/restaurant/jobs?${query}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { items: { title: string }[]; total: number; page: number };
  };
  const titles = (answer: { items: { title: string }[] }) =>
    answer.items.map((item) => item.title).sort();

  it('pages through more than 50 listings', async () => {
    const first = await list('');
    const second = await list('page=2');
    expect(first.total).toBe(61);
    expect(first.items).toHaveLength(50);
    expect(second.items).toHaveLength(11);
    expect(new Set([...titles(first), ...titles(second)]).size).toBe(61);
  });

  it('finds the restaurant’s own listings by part of their title, in any case', async () => {
    const porters = await list('q=porter');
    expect(porters.total).toBe(5);
    expect(titles(porters)).toEqual([1, 2, 3, 4, 5].map((n) => `Night PORTER ${n}`));
    expect((await list('q=cook%2055')).items.map((item) => item.title)).toEqual(['Line Cook 55']);
    // With a status, and paginated like any list.
    expect((await list('q=porter&status=draft')).items.map((item) => item.title)).toEqual([
      'Night PORTER 5',
    ]);
    const page = await list('q=cook&pageSize=10&page=6');
    expect(page).toMatchObject({ total: 55, page: 6 });
    expect(page.items).toHaveLength(5);
  });

  it('takes LIKE wildcards literally and ignores a blank or overlong q', async () => {
    expect((await list('q=50%25')).items.map((item) => item.title)).toEqual(['Barista, 50% tips']);
    expect((await list('q=_')).total).toBe(0);
    expect((await list('q=%20%20')).total).toBe(61);
    expect((await list(`q=${'x'.repeat(101)}`)).total).toBe(61);
    expect((await list('q=nothing-like-this')).items).toEqual([]);
  });
});
