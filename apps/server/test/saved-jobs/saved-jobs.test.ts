import { savedJobsMax } from '@brigade/shared/jobs/saved-jobs';
import { apiPaths } from '@brigade/shared/routes';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/jobs.ts';
import { savedJobs } from '../../src/db/schema/saved-jobs.ts';
import { moderateJob } from '../../src/services/admin/moderate-job.ts';
import { changeJobStatus } from '../../src/services/jobs/change-job-status.ts';
import { buildUser, signedInUser } from '../support/accounts.ts';
import { buildJob, buildRestaurant, jobDefaults } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';

describe('saved jobs', () => {
  const t = useTestApp();

  const save = (cookie: string, jobId: string) =>
    t.app.inject({ method: 'PUT', url: apiPaths.savedJobs.job(jobId), headers: { cookie } });
  const unsave = (cookie: string, jobId: string) =>
    t.app.inject({ method: 'DELETE', url: apiPaths.savedJobs.job(jobId), headers: { cookie } });
  const list = (cookie: string, query = '') =>
    t.app.inject({ method: 'GET', url: `${apiPaths.savedJobs.list}${query}`, headers: { cookie } });
  const ids = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: apiPaths.savedJobs.ids, headers: { cookie } })).json<{
      jobIds: string[];
    }>().jobIds;

  it('saves, lists newest first with the card summary, and unsaves', async () => {
    const { cookie } = await signedInUser(t);
    const first = await buildJob(t, { title: 'Sommelier' });
    const second = await buildJob(t, { title: 'Barista' });
    expect((await save(cookie, first.id)).statusCode).toBe(204);
    expect((await save(cookie, second.id)).statusCode).toBe(204);

    const answer = await list(cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const page = answer.json();
    expect(page).toMatchObject({ page: 1, total: 2 });
    expect(page.items.map((item: { title: string }) => item.title)).toEqual([
      'Barista',
      'Sommelier',
    ]);
    expect(page.items[0]).toEqual({
      jobId: second.id,
      title: 'Barista',
      savedAt: expect.any(String),
      availability: 'open',
      job: expect.objectContaining({ id: second.id, venueName: 'Chez Test', status: 'open' }),
    });
    expect(await ids(cookie)).toEqual([second.id, first.id]);

    expect((await unsave(cookie, second.id)).statusCode).toBe(204);
    expect(await ids(cookie)).toEqual([first.id]);
    expect((await list(cookie)).json().total).toBe(1);
  });

  it('is idempotent both ways, and saving again keeps the first save time', async () => {
    const { cookie } = await signedInUser(t);
    const job = await buildJob(t);
    await save(cookie, job.id);
    const savedAt = (await list(cookie)).json().items[0].savedAt;
    expect((await save(cookie, job.id)).statusCode).toBe(204);
    expect((await list(cookie)).json()).toMatchObject({ total: 1, items: [{ savedAt }] });
    expect((await unsave(cookie, job.id)).statusCode).toBe(204);
    expect((await unsave(cookie, job.id)).statusCode).toBe(204);
    expect((await list(cookie)).json()).toMatchObject({ total: 0, items: [] });
  });

  it('paginates', async () => {
    const { cookie } = await signedInUser(t);
    const restaurant = await buildRestaurant(t);
    for (let index = 0; index < 3; index += 1) {
      const job = await buildJob(t, { restaurant, title: `Waiter ${index}` });
      await save(cookie, job.id);
    }
    const second = (await list(cookie, '?page=2&pageSize=2')).json();
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(second.items.map((item: { title: string }) => item.title)).toEqual(['Waiter 0']);
    expect((await list(cookie, '?page=3&pageSize=2')).json()).toMatchObject({
      total: 3,
      items: [],
    });
  });

  it('is for applicants: signed out 401, restaurants and admins 403', async () => {
    const job = await buildJob(t);
    expect(
      (await t.app.inject({ method: 'PUT', url: apiPaths.savedJobs.job(job.id) })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.savedJobs.list })).statusCode).toBe(
      401,
    );
    for (const role of ['restaurant', 'admin'] as const) {
      const { cookie } = await signedInUser(t, role);
      for (const response of [
        await save(cookie, job.id),
        await unsave(cookie, job.id),
        await list(cookie),
        await t.app.inject({ method: 'GET', url: apiPaths.savedJobs.ids, headers: { cookie } }),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('forbidden');
      }
    }
  });

  it('answers 404 for a job that does not exist, a malformed id, a draft, a closed or a removed job', async () => {
    const { cookie } = await signedInUser(t);
    const draft = await buildJob(t, { status: 'draft' });
    const closed = await buildJob(t, { status: 'closed' });
    const removed = await buildJob(t);
    const admin = await buildUser(t, { userType: 'admin' });
    await moderateJob(t.ctx, admin, removed.id, { action: 'remove', reason: 'Spam' }, '127.0.0.1');
    for (const id of [crypto.randomUUID(), 'not-a-uuid', draft.id, closed.id, removed.id]) {
      const response = await save(cookie, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    expect((await unsave(cookie, 'not-a-uuid')).statusCode).toBe(404);
    expect(await ids(cookie)).toEqual([]);
  });

  it('keeps a job that closes or is removed, saying so; a removed one shows only its title', async () => {
    const { cookie } = await signedInUser(t);
    const restaurant = await buildRestaurant(t);
    const closing = await buildJob(t, { restaurant, title: 'Chef de partie' });
    const removing = await buildJob(t, { restaurant, title: 'Porter' });
    await save(cookie, closing.id);
    await save(cookie, removing.id);
    await changeJobStatus(t.ctx, restaurant, closing.id, 'closed');
    const admin = await buildUser(t, { userType: 'admin' });
    await moderateJob(t.ctx, admin, removing.id, { action: 'remove', reason: 'Spam' }, '127.0.0.1');

    const page = (await list(cookie)).json();
    expect(page.items).toEqual([
      {
        jobId: removing.id,
        title: 'Porter',
        savedAt: expect.any(String),
        availability: 'removed',
        job: null,
      },
      expect.objectContaining({
        jobId: closing.id,
        availability: 'closed',
        job: expect.objectContaining({ status: 'closed', title: 'Chef de partie' }),
      }),
    ]);
    // Already saved: saving again is still a success, and unsaving a closed job works.
    expect((await save(cookie, closing.id)).statusCode).toBe(204);
    expect((await unsave(cookie, removing.id)).statusCode).toBe(204);
    expect(await ids(cookie)).toEqual([closing.id]);
  });

  it(`refuses more than ${savedJobsMax} saved jobs with saved_jobs_full`, async () => {
    const { user, cookie } = await signedInUser(t);
    const restaurant = await buildRestaurant(t);
    const rows = await t.database.db
      .insert(jobs)
      .values(
        Array.from({ length: savedJobsMax + 1 }, (_, index) => ({
          ...jobDefaults,
          title: `Runner ${index}`,
          restaurantId: restaurant.id,
          status: 'open' as const,
          publishedAt: new Date(),
        })),
      )
      .returning({ id: jobs.id });
    const [extra, ...kept] = rows.map((row) => row.id);
    await t.database.db.insert(savedJobs).values(kept.map((jobId) => ({ userId: user.id, jobId })));
    const refused = await save(cookie, extra ?? '');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'saved_jobs_full',
      message: expect.stringContaining('200'),
    });
    // One already saved is still fine, and making room lets the new one in.
    expect((await save(cookie, kept[0] ?? '')).statusCode).toBe(204);
    await unsave(cookie, kept[0] ?? '');
    expect((await save(cookie, extra ?? '')).statusCode).toBe(204);
    expect((await list(cookie)).json().total).toBe(savedJobsMax);
  });

  it("never shows another person's saved jobs", async () => {
    const mine = await signedInUser(t);
    const theirs = await signedInUser(t);
    const job = await buildJob(t);
    await save(theirs.cookie, job.id);
    expect((await list(mine.cookie)).json()).toMatchObject({ total: 0, items: [] });
    expect(await ids(mine.cookie)).toEqual([]);
    // Unsaving it myself changes nothing of theirs.
    await unsave(mine.cookie, job.id);
    expect(await ids(theirs.cookie)).toEqual([job.id]);
  });

  it('leaves the public job search and job page as they were', async () => {
    const { cookie } = await signedInUser(t);
    const job = await buildJob(t);
    await save(cookie, job.id);
    const page = await t.app.inject({
      method: 'GET',
      url: apiPaths.jobs.job(job.id),
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).not.toHaveProperty('saved');
  });
});
