import type { ApiKeyCreated, ApiKeyView, JobsFeed } from '@brigade/shared/organisations/api-keys';
import { apiPaths } from '@brigade/shared/routes';
import { describe, expect, it } from 'vitest';
import { holderOf } from '../../src/services/plans/plan-holder.ts';
import { auditOf } from '../admin/admin-users-fixtures.ts';
import { buildJob } from '../support/jobs.ts';
import { endPlan, putOnPlan } from '../support/plans.ts';
import { useTestApp, type TestApp } from '../support/test-app.ts';
import { restaurantOn } from './plan-fixtures.ts';

const makeKey = (t: TestApp, cookie: string, name = 'Our website') =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.organisation.apiKeys,
    headers: { cookie },
    payload: { name },
  });

const feed = (t: TestApp, key: string) =>
  t.app.inject({
    method: 'GET',
    url: apiPaths.jobsFeed,
    headers: { authorization: `Bearer ${key}` },
  });

/** The jobs feed with an API key (Scale): an organisation's open jobs for its own website. */
describe('plans: the jobs feed and its API keys', () => {
  const t = useTestApp();

  it('is refused below Scale with the plan message', async () => {
    const { cookie } = await restaurantOn(t, 'growth');
    expect((await makeKey(t, cookie)).json()).toMatchObject({
      error: { code: 'plan_feed_required' },
    });
  });

  it('answers the organisation’s open jobs to its key, shows the key once, and stops when revoked or unpaid', async () => {
    const { user, cookie } = await restaurantOn(t, 'scale');
    const open = await buildJob(t, { restaurant: user, title: 'Feed cook' });
    await buildJob(t, { restaurant: user, status: 'draft' });
    await buildJob(t, { title: 'Someone else’s' });
    const made = await makeKey(t, cookie);
    expect(made.statusCode, made.body).toBe(201);
    const created = made.json<ApiKeyCreated>();
    expect(created.key).toMatch(/^brg_/);
    expect(created.key.startsWith(created.prefix)).toBe(true);

    const listed = await t.app.inject({
      method: 'GET',
      url: apiPaths.organisation.apiKeys,
      headers: { cookie },
    });
    expect(listed.json<ApiKeyView[]>()).toEqual([
      {
        id: created.id,
        name: 'Our website',
        prefix: created.prefix,
        createdAt: created.createdAt,
        lastUsedAt: null,
      },
    ]);
    expect(listed.body).not.toContain(created.key);

    const read = await feed(t, created.key);
    expect(read.statusCode, read.body).toBe(200);
    const answer = read.json<JobsFeed>();
    expect(answer.jobs.map((job) => job.id)).toEqual([open.id]);
    expect(answer.jobs[0]?.url).toMatch(new RegExp(`/jobs/${open.id}$`));
    expect((await feed(t, 'brg_not-a-key')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.jobsFeed })).statusCode).toBe(401);

    // Off Scale, the key stops answering jobs until the plan is back.
    await endPlan(t, user);
    expect((await feed(t, created.key)).json()).toMatchObject({
      error: { code: 'plan_feed_required' },
    });
    await putOnPlan(t, user, 'scale');
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: apiPaths.organisation.apiKey(created.id),
      headers: { cookie },
    });
    expect(revoked.statusCode).toBe(204);
    expect((await feed(t, created.key)).statusCode).toBe(401);
    const holder = await holderOf(t.database.db, user);
    const organisationId = holder?.kind === 'organisation' ? holder.organisationId : '';
    const actions = (await auditOf(t, organisationId)).map((row) => row.action).sort();
    expect(actions).toEqual(['organisation.api_key_create', 'organisation.api_key_revoke']);
  });
});
