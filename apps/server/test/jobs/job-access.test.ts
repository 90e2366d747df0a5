import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { buildJob, giveVenue, jobDefaults } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';

type Viewer = 'signedOut' | 'applicant' | 'otherRestaurant' | 'owner' | 'admin';
type JobKind = 'open' | 'draft' | 'closed';

/**
 * Every job endpoint × every kind of viewer, allowed and denied. A job someone may not read is
 * 404 (its existence is not revealed); one they may read but not change is 403.
 */
describe('who may do what with jobs', () => {
  const t = useTestApp();
  const cookies = {} as Record<Viewer, string>;
  const jobIds = {} as Record<JobKind, string>;

  beforeAll(async () => {
    const owner = await signedInUser(t, 'restaurant');
    const other = await signedInUser(t, 'restaurant');
    await giveVenue(t, owner.user);
    await giveVenue(t, other.user);
    cookies.signedOut = '';
    cookies.owner = owner.cookie;
    cookies.otherRestaurant = other.cookie;
    cookies.applicant = (await signedInUser(t, 'applicant')).cookie;
    cookies.admin = (await signedInUser(t, 'admin')).cookie;
    for (const status of ['open', 'draft', 'closed'] as const) {
      jobIds[status] = (await buildJob(t, { restaurant: owner.user, status })).id;
    }
  });

  const request = (method: 'GET' | 'POST' | 'PUT', url: string, viewer: Viewer, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: cookies[viewer] } });

  const viewers: Viewer[] = ['signedOut', 'applicant', 'otherRestaurant', 'owner', 'admin'];
  const expectations = (values: number[]) =>
    viewers.map((viewer, index) => [viewer, values[index] ?? 0] as const);

  describe.each([
    [
      'GET /api/jobs (search)',
      (v: Viewer) => request('GET', '/api/jobs', v),
      [200, 200, 200, 200, 200],
    ],
    [
      'GET /api/jobs/latest',
      (v: Viewer) => request('GET', '/api/jobs/latest', v),
      [200, 200, 200, 200, 200],
    ],
    [
      'GET an open job',
      (v: Viewer) => request('GET', `/api/jobs/${jobIds.open}`, v),
      [200, 200, 200, 200, 200],
    ],
    [
      'GET a draft',
      (v: Viewer) => request('GET', `/api/jobs/${jobIds.draft}`, v),
      [404, 404, 404, 200, 200],
    ],
    [
      // Its page stays ("no longer accepting applications"); a removed job's does not.
      'GET a closed job',
      (v: Viewer) => request('GET', `/api/jobs/${jobIds.closed}`, v),
      [200, 200, 200, 200, 200],
    ],
    [
      'POST /api/jobs',
      (v: Viewer) => request('POST', '/api/jobs', v, jobDefaults),
      [401, 403, 201, 201, 403],
    ],
    [
      'PUT an open job',
      (v: Viewer) => request('PUT', `/api/jobs/${jobIds.open}`, v, jobDefaults),
      [401, 403, 403, 200, 403],
    ],
    [
      'PUT a draft',
      (v: Viewer) => request('PUT', `/api/jobs/${jobIds.draft}`, v, jobDefaults),
      [401, 403, 404, 200, 403],
    ],
    [
      'PUT a closed job',
      (v: Viewer) => request('PUT', `/api/jobs/${jobIds.closed}`, v, jobDefaults),
      [401, 403, 404, 200, 403],
    ],
    [
      'close an open job',
      (v: Viewer) => request('POST', `/api/jobs/${jobIds.open}/status`, v, { status: 'open' }),
      [401, 403, 403, 409, 403],
    ],
    [
      'open a draft',
      (v: Viewer) => request('POST', `/api/jobs/${jobIds.draft}/status`, v, { status: 'closed' }),
      [401, 403, 404, 409, 403],
    ],
    [
      'reopen a closed job',
      (v: Viewer) => request('POST', `/api/jobs/${jobIds.closed}/status`, v, { status: 'draft' }),
      [401, 403, 404, 409, 403],
    ],
    [
      'GET /api/restaurant/jobs',
      (v: Viewer) => request('GET', '/api/restaurant/jobs', v),
      [401, 403, 200, 200, 403],
    ],
  ] as const)('%s', (_name, send, statuses) => {
    it.each(expectations([...statuses]))('%s → %i', async (viewer, status) => {
      const response = await send(viewer);
      expect(response.statusCode).toBe(status);
      if (status >= 400) expect(response.json().error.code).toBeTypeOf('string');
    });
  });

  it('tells only the owner it may edit (canEdit)', async () => {
    for (const viewer of viewers) {
      const answer = (await request('GET', `/api/jobs/${jobIds.open}`, viewer)).json();
      expect(answer.canEdit, viewer).toBe(viewer === 'owner');
    }
  });

  it('answers a malformed or unknown id with 404, never 500', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1'--"]) {
      const response = await request('GET', `/api/jobs/${encodeURIComponent(id)}`, 'owner');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'not_found', message: 'We could not find what you were looking for.' },
      });
    }
  });

  it('lists only the signed-in restaurant’s own jobs', async () => {
    const own = (await request('GET', '/api/restaurant/jobs', 'owner')).json();
    const others = (await request('GET', '/api/restaurant/jobs', 'otherRestaurant')).json();
    const ownIds = own.items.map((item: { id: string }) => item.id);
    expect(ownIds).toEqual(expect.arrayContaining(Object.values(jobIds)));
    for (const item of others.items) expect(Object.values(jobIds)).not.toContain(item.id);
  });
});
