import type { PlanStatus } from '@brigade/shared/plans/plan-status';
import { apiPaths } from '@brigade/shared/routes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { planSubscriptions } from '../../src/db/schema/plans.ts';
import { holderOf } from '../../src/services/plans/plan-holder.ts';
import { adminCall, auditOf } from '../admin/admin-users-fixtures.ts';
import { signedInUser } from '../support/accounts.ts';
import { useTestApp } from '../support/test-app.ts';
import { planOf, postJob, restaurantOn } from './plan-fixtures.ts';

/** Invoice billing: an admin grants a plan for a period, audited; GET /api/plan shows it. */
describe('plans: an admin’s grant and my plan', () => {
  const t = useTestApp();
  const grant = (cookie: string, userId: string, payload: object) =>
    adminCall(t, 'PUT', apiPaths.admin.userPlan(userId), cookie, payload);

  it('puts a restaurant’s organisation on Growth for some months, audited, and the second listing opens', async () => {
    const admin = await signedInUser(t, 'admin');
    const { user, cookie } = await restaurantOn(t, null);
    expect((await postJob(t, cookie)).statusCode).toBe(201);
    expect((await postJob(t, cookie)).statusCode).toBe(409);
    const granted = await grant(admin.cookie, user.id, { planId: 'growth', months: 3 });
    expect(granted.statusCode, granted.body).toBe(200);
    const answer = granted.json<PlanStatus>();
    expect(answer).toMatchObject({ audience: 'restaurant', planId: 'growth', source: 'invoice' });
    const days = (Date.parse(answer.paidUntil ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(88);
    expect(days).toBeLessThan(93);
    expect((await postJob(t, cookie)).statusCode).toBe(201);
    const mine = (await planOf(t, cookie)).json<PlanStatus>();
    expect(mine).toMatchObject({ planId: 'growth', canManage: true });
    expect(mine.usage).toContainEqual({ key: 'activeListings', limit: 10, used: 2 });
    const [entry] = await auditOf(t, user.id);
    expect(entry).toMatchObject({
      action: 'plan.grant',
      adminId: admin.user.id,
      details: { planId: 'growth', months: 3 },
    });

    // The free plan ends it at once; what is open stays open.
    const ended = await grant(admin.cookie, user.id, { planId: 'starter', months: 1 });
    expect(ended.json()).toMatchObject({ planId: 'starter', source: 'free' });
    expect((await planOf(t, cookie)).json<PlanStatus>().usage).toContainEqual({
      key: 'activeListings',
      limit: 1,
      used: 2,
    });
    const actions = (await auditOf(t, user.id)).map((row) => row.action).sort();
    expect(actions).toEqual(['plan.end', 'plan.grant']);
  });

  it('gives a job seeker Pro, and refuses a plan of the other kind, a bad period, and non-admins', async () => {
    const admin = await signedInUser(t, 'admin');
    const seeker = await signedInUser(t, 'applicant');
    expect((await planOf(t, seeker.cookie)).json()).toMatchObject({
      audience: 'applicant',
      planId: 'free',
      features: [
        { key: 'instantAlerts', included: false },
        { key: 'highlightedProfile', included: false },
      ],
    });
    const wrongKind = await grant(admin.cookie, seeker.user.id, { planId: 'growth', months: 1 });
    expect(wrongKind.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { planId: { key: 'validation.planInvalid' } } },
    });
    for (const months of [0, 37, 1.5]) {
      const bad = await grant(admin.cookie, seeker.user.id, { planId: 'pro', months });
      expect(bad.statusCode).toBe(400);
    }
    expect(
      (await grant(seeker.cookie, seeker.user.id, { planId: 'pro', months: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await grant(admin.cookie, seeker.user.id, { planId: 'pro', months: 1 })).statusCode,
    ).toBe(200);
    expect((await planOf(t, seeker.cookie)).json()).toMatchObject({
      planId: 'pro',
      features: [
        { key: 'instantAlerts', included: true },
        { key: 'highlightedProfile', included: true },
      ],
    });
    expect(
      (await grant(admin.cookie, admin.user.id, { planId: 'pro', months: 1 })).statusCode,
    ).toBe(400);
  });

  it('leaves a plan paid through Stripe to Stripe while it runs', async () => {
    const admin = await signedInUser(t, 'admin');
    const { user } = await restaurantOn(t, null);
    const holder = await holderOf(t.database.db, user);
    if (holder?.kind !== 'organisation') throw new Error('no organisation');
    await t.database.db.insert(planSubscriptions).values({
      organisationId: holder.organisationId,
      planId: 'scale',
      source: 'stripe',
      startedAt: new Date(),
      paidUntil: new Date(Date.now() + 30 * 86_400_000),
    });
    const refused = await grant(admin.cookie, user.id, { planId: 'growth', months: 1 });
    expect(refused.json()).toMatchObject({ error: { code: 'plan_billed_by_provider' } });
    // Once that plan has ended, an admin's grant may follow.
    await t.database.db
      .update(planSubscriptions)
      .set({ paidUntil: new Date(Date.now() - 1000) })
      .where(eq(planSubscriptions.organisationId, holder.organisationId));
    expect((await grant(admin.cookie, user.id, { planId: 'growth', months: 1 })).statusCode).toBe(
      200,
    );
  });

  it('refuses admins, who hold no plan (403)', async () => {
    const admin = await signedInUser(t, 'admin');
    expect((await planOf(t, admin.cookie)).statusCode).toBe(403);
  });
});
