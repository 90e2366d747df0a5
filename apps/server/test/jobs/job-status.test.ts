import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { buildJob, giveVenue } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';

describe('POST /api/jobs/:id/status', () => {
  const t = useTestApp();

  async function owner() {
    const signedIn = await signedInUser(t, 'restaurant');
    await giveVenue(t, signedIn.user);
    return signedIn;
  }
  const move = (cookie: string, id: string, status: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/jobs/${id}/status`,
      payload: { status },
      headers: { cookie },
    });

  it.each([
    ['draft', 'open'],
    ['open', 'closed'],
    ['closed', 'open'],
  ] as const)('allows %s → %s', async (from, to) => {
    const { user, cookie } = await owner();
    const job = await buildJob(t, { restaurant: user, status: from });
    const response = await move(cookie, job.id, to);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe(to);
  });

  it.each([
    ['draft', 'draft'],
    ['draft', 'closed'],
    ['open', 'open'],
    ['open', 'draft'],
    ['closed', 'closed'],
    ['closed', 'draft'],
  ] as const)('refuses %s → %s and leaves the job as it was', async (from, to) => {
    const { user, cookie } = await owner();
    const job = await buildJob(t, { restaurant: user, status: from });
    const response = await move(cookie, job.id, to);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'status_move_refused', message: 'This status change is not allowed.' },
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${job.id}`,
      headers: { cookie },
    });
    expect(read.json().status).toBe(from);
  });

  it('refuses a status that does not exist, with a field error', async () => {
    const { user, cookie } = await owner();
    const job = await buildJob(t, { restaurant: user, status: 'draft' });
    for (const status of ['published', undefined, 3]) {
      const response = await move(cookie, job.id, status);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.status).toEqual({
        key: 'validation.statusInvalid',
        message: expect.any(String),
      });
    }
  });

  it('sets publishedAt when a job opens, keeps it on closing and renews it on reopening', async () => {
    const { user, cookie } = await owner();
    const draft = await buildJob(t, { restaurant: user, status: 'draft' });
    expect(draft.publishedAt).toBeNull();
    const opened = (await move(cookie, draft.id, 'open')).json();
    expect(opened.publishedAt).not.toBeNull();
    const closed = (await move(cookie, draft.id, 'closed')).json();
    expect(closed.publishedAt).toBe(opened.publishedAt);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const reopened = (await move(cookie, draft.id, 'open')).json();
    expect(new Date(reopened.publishedAt).getTime()).toBeGreaterThan(
      new Date(opened.publishedAt).getTime(),
    );
  });
});
