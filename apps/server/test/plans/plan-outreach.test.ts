import type { PlanStatus } from '@brigade/shared/plans/plan-status';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { planUsage } from '../../src/db/schema/plans.ts';
import { applyToJob } from '../../src/services/applications/apply-to-job.ts';
import { holderOf } from '../../src/services/plans/plan-holder.ts';
import { buildJob } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp, type TestApp } from '../support/test-app.ts';
import { planOf, restaurantOn } from './plan-fixtures.ts';

const start = (t: TestApp, cookie: string, recipientId: string, applicationId?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: { cookie },
    payload: { recipientId, ...(applicationId ? { applicationId } : {}) },
  });

/**
 * Browse Applicants: searching is free; writing first to someone who did not apply spends one
 * of the plan's conversations a month (Starter 0, Growth 30, Scale 100). People who applied are
 * never counted.
 */
describe('plans: conversations with people who did not apply', () => {
  const t = useTestApp();

  it('refuses Starter a first message to someone who did not apply, never to someone who did', async () => {
    const { user, cookie } = await restaurantOn(t, null);
    const { applicant: browsed } = await buildApplicantWithResume(t);
    expect((await start(t, cookie, browsed.id)).json()).toMatchObject({
      error: { code: 'plan_outreach_limit' },
    });
    const job = await buildJob(t, { restaurant: user });
    const { applicant } = await buildApplicantWithResume(t);
    const application = await applyToJob(t.ctx, applicant, job.id, { coverNote: '' });
    expect((await start(t, cookie, applicant.id)).statusCode).toBe(201);
    // The thread about the application is free too.
    expect((await start(t, cookie, applicant.id, application.id)).statusCode).toBe(201);
    const status = (await planOf(t, cookie)).json<PlanStatus>();
    expect(status.usage).toContainEqual({ key: 'outreachMessages', limit: 0, used: 0 });
  });

  it('counts this billing month only, each conversation once, up to Growth’s 30', async () => {
    const { user, cookie } = await restaurantOn(t, 'growth');
    const holder = await holderOf(t.database.db, user);
    if (holder?.kind !== 'organisation') throw new Error('no organisation');
    const spent = (usedAt: Date) => ({
      organisationId: holder.organisationId,
      key: 'outreachMessages' as const,
      subjectId: randomUUID(),
      usedAt,
    });
    const lastMonth = new Date(Date.now() - 40 * 86_400_000);
    await t.database.db
      .insert(planUsage)
      .values([
        ...Array.from({ length: 28 }, () => spent(new Date())),
        ...Array.from({ length: 5 }, () => spent(lastMonth)),
      ]);
    const { applicant: first } = await buildApplicantWithResume(t);
    expect((await start(t, cookie, first.id)).statusCode).toBe(201);
    // The same conversation again costs nothing.
    expect((await start(t, cookie, first.id)).statusCode).toBe(200);
    const { applicant: second } = await buildApplicantWithResume(t);
    expect((await start(t, cookie, second.id)).statusCode).toBe(201);
    const { applicant: third } = await buildApplicantWithResume(t);
    expect((await start(t, cookie, third.id)).json()).toMatchObject({
      error: { code: 'plan_outreach_limit' },
    });
    const status = (await planOf(t, cookie)).json<PlanStatus>();
    expect(status.usage).toContainEqual({ key: 'outreachMessages', limit: 30, used: 30 });
  });
});
