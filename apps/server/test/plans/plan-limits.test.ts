import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import type { PlanStatus } from '@brigade/shared/plans/plan-status';
import { apiPaths } from '@brigade/shared/routes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/jobs.ts';
import { buildJob } from '../support/jobs.ts';
import { endPlan, putOnPlan } from '../support/plans.ts';
import { useTestApp } from '../support/test-app.ts';
import { moveJob, planOf, postJob, restaurantOn } from './plan-fixtures.ts';

/** Open listings per plan, at the edge (plans/plans.ts: Starter 1, Growth 10, Scale no limit). */
describe('plans: open listings', () => {
  const t = useTestApp();

  it('lets Starter keep one open listing: a second is refused with the plan message, drafts are not', async () => {
    const { cookie } = await restaurantOn(t, null);
    const first = await postJob(t, cookie);
    expect(first.statusCode, first.body).toBe(201);
    const second = await postJob(t, cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: { code: 'plan_listing_limit', message: expect.stringContaining('larger plan') },
    });
    const draft = await postJob(t, cookie, false);
    expect(draft.statusCode).toBe(201);
    const { id: draftId } = draft.json<JobDetail>();
    expect((await moveJob(t, cookie, draftId, 'open')).json()).toMatchObject({
      error: { code: 'plan_listing_limit' },
    });
    // Closing the open one frees its place.
    const { id: firstId } = first.json<JobDetail>();
    expect((await moveJob(t, cookie, firstId, 'closed')).statusCode).toBe(200);
    expect((await moveJob(t, cookie, draftId, 'open')).statusCode).toBe(200);
    expect((await moveJob(t, cookie, firstId, 'open')).json()).toMatchObject({
      error: { code: 'plan_listing_limit' },
    });
  });

  it('refuses to reopen an expired listing through Renew when the place is taken', async () => {
    const { user, cookie } = await restaurantOn(t, null);
    const expired = await buildJob(t, { restaurant: user, status: 'closed' });
    await t.database.db
      .update(jobs)
      .set({ validThrough: new Date(Date.now() - 60_000) })
      .where(eq(jobs.id, expired.id));
    expect((await postJob(t, cookie)).statusCode).toBe(201);
    const renew = () =>
      t.app.inject({ method: 'POST', url: apiPaths.jobs.renew(expired.id), headers: { cookie } });
    expect((await renew()).json()).toMatchObject({ error: { code: 'plan_listing_limit' } });
  });

  it('gives one place only to two publications at once', async () => {
    const { cookie } = await restaurantOn(t, null);
    const statuses = (await Promise.all([postJob(t, cookie), postJob(t, cookie)]))
      .map((response) => response.statusCode)
      .sort();
    expect(statuses).toEqual([201, 409]);
  });

  it('lets Growth keep ten; after a downgrade all stay open but none opens', async () => {
    const { user, cookie } = await restaurantOn(t, 'growth');
    for (let index = 0; index < 9; index += 1) await buildJob(t, { restaurant: user });
    expect((await postJob(t, cookie)).statusCode).toBe(201);
    expect((await postJob(t, cookie)).json()).toMatchObject({
      error: { code: 'plan_listing_limit' },
    });
    await endPlan(t, user);
    const status = (await planOf(t, cookie)).json<PlanStatus>();
    expect(status).toMatchObject({ planId: 'starter', source: 'free', paidUntil: null });
    expect(status.usage).toContainEqual({ key: 'activeListings', limit: 1, used: 10 });
    expect((await postJob(t, cookie)).statusCode).toBe(409);
    await putOnPlan(t, user, 'scale');
    expect((await postJob(t, cookie)).statusCode).toBe(201);
  });
});

describe('plans: venues and people', () => {
  const t = useTestApp();
  const addVenue = (cookie: string, name: string) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.organisation.venues,
      headers: { cookie },
      payload: { venueName: name, venueType: 'bar', city: 'Leeds' },
    });
  const invite = (cookie: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.organisation.invitations,
      headers: { cookie },
      payload: { email, role: 'admin' },
    });

  it('keeps Starter and Growth to one venue, and counts a venue brought back from the archive', async () => {
    const { user, cookie } = await restaurantOn(t, 'growth');
    expect((await addVenue(cookie, 'Second')).json()).toMatchObject({
      error: { code: 'plan_venue_limit' },
    });
    await putOnPlan(t, user, 'scale');
    const second = await addVenue(cookie, 'Second');
    expect(second.statusCode, second.body).toBe(201);
    const { id } = second.json<{ id: string }>();
    const archive = (archived: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: apiPaths.organisation.venueArchive(id),
        headers: { cookie },
        payload: { archived },
      });
    expect((await archive(true)).statusCode).toBe(200);
    await putOnPlan(t, user, 'growth');
    expect((await archive(false)).json()).toMatchObject({ error: { code: 'plan_venue_limit' } });
  });

  it('counts the owner, members and waiting invitations: Starter invites nobody, Growth two', async () => {
    const starter = await restaurantOn(t, null);
    expect((await invite(starter.cookie, 'one@brigade.test')).json()).toMatchObject({
      error: { code: 'plan_member_limit' },
    });
    const growth = await restaurantOn(t, 'growth');
    expect((await invite(growth.cookie, 'one@brigade.test')).statusCode).toBe(201);
    const second = await invite(growth.cookie, 'two@brigade.test');
    expect(second.statusCode).toBe(201);
    expect((await invite(growth.cookie, 'three@brigade.test')).statusCode).toBe(409);
    const status = (await planOf(t, growth.cookie)).json<PlanStatus>();
    expect(status.usage).toContainEqual({ key: 'members', limit: 3, used: 3 });
    // Withdrawing an invitation frees its place.
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: apiPaths.organisation.invitation(second.json<{ id: string }>().id),
      headers: { cookie: growth.cookie },
    });
    expect(withdrawn.statusCode).toBe(204);
    expect((await invite(growth.cookie, 'three@brigade.test')).statusCode).toBe(201);
  });
});
