import type { AdminUserDetail, AdminUserSummary } from '@brigade/shared/admin/users';
import type { ErrorEnvelope } from '@brigade/shared/errors';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { apiPaths } from '@brigade/shared/routes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/users.ts';
import { applyToJob } from '../../src/services/applications/apply-to-job.ts';
import { buildUser, signedInUser, STRONG_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { buildJob, buildRestaurant, uniqueWord } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { uniqueIp, useTestApp, type TestApp } from '../support/test-app.ts';
import { adminCall, auditOf, eventsOf, unknownId } from './admin-users-fixtures.ts';

const rename = (t: TestApp, id: string, lastName: string) =>
  t.database.db
    .update(users)
    .set({ lastName, name: `Test ${lastName}` })
    .where(eq(users.id, id));

describe('the admin Users list', () => {
  const t = useTestApp();
  const list = async (cookie: string, query: string) => {
    const response = await adminCall(t, 'GET', `${apiPaths.admin.users}?${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page<AdminUserSummary>;
  };

  it('finds users by part of their name or e-mail, any case, with % and _ taken literally', async () => {
    const admin = await signedInUser(t, 'admin');
    const tag = uniqueWord('Zed').toLowerCase();
    const percent = await buildUser(t);
    const wildcard = await buildUser(t);
    await rename(t, percent.id, `50%off${tag}`);
    await rename(t, wildcard.id, `500off${tag}`);
    const byName = await list(admin.cookie, `q=${encodeURIComponent(`50%OFF${tag}`)}`);
    expect(byName.items.map((user) => user.id)).toEqual([percent.id]);
    const byTag = await list(admin.cookie, `q=${tag.toUpperCase()}`);
    expect(byTag.items.map((user) => user.id).sort()).toEqual([percent.id, wildcard.id].sort());
    const byEmail = await list(
      admin.cookie,
      `q=${encodeURIComponent(wildcard.email.slice(0, -5))}`,
    );
    expect(byEmail.items.map((user) => user.id)).toEqual([wildcard.id]);
    expect(byEmail.items[0]).toMatchObject({
      email: wildcard.email,
      firstName: 'Test',
      userType: 'applicant',
      isActive: true,
      venueName: null,
    });
    expect(byEmail.items[0]).not.toHaveProperty('password');
  });

  it('filters by role and status, newest first, a page at a time', async () => {
    const admin = await signedInUser(t, 'admin');
    const tag = uniqueWord('Filter').toLowerCase();
    const restaurant = await buildRestaurant(t, { venueName: `Chez ${tag}` });
    const active = await buildUser(t);
    const inactive = await buildUser(t, { isActive: false });
    for (const user of [restaurant, active, inactive]) await rename(t, user.id, tag);

    const restaurants = await list(admin.cookie, `q=${tag}&type=restaurant`);
    expect(restaurants.items).toEqual([
      expect.objectContaining({ id: restaurant.id, venueName: `Chez ${tag}` }),
    ]);
    const deactivated = await list(admin.cookie, `q=${tag}&status=deactivated`);
    expect(deactivated.items.map((user) => user.id)).toEqual([inactive.id]);
    const activeOnes = await list(admin.cookie, `q=${tag}&status=active&type=applicant`);
    expect(activeOnes.items.map((user) => user.id)).toEqual([active.id]);

    const first = await list(admin.cookie, `q=${tag}&pageSize=2`);
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(first.items.map((user) => user.id)).toEqual([inactive.id, active.id]);
    const second = await list(admin.cookie, `q=${tag}&pageSize=2&page=2`);
    expect(second.items.map((user) => user.id)).toEqual([restaurant.id]);
    const past = await list(admin.cookie, `q=${tag}&pageSize=2&page=5`);
    expect(past).toMatchObject({ items: [], total: 3 });
    // The page size is bounded; unknown filters are dropped rather than refused.
    const bounded = await list(admin.cookie, `q=${tag}&pageSize=5000&type=chef`);
    expect(bounded).toMatchObject({ pageSize: 50, total: 3 });
  });
});

describe('creating an admin', () => {
  const t = useTestApp();
  const create = (cookie: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.admin.users,
      headers: { cookie },
      payload,
      remoteAddress: uniqueIp(),
    });

  it('makes an admin account under the sign-up rules, recorded in the audit log', async () => {
    const admin = await signedInUser(t, 'admin');
    const email = uniqueEmail('second-admin');
    const response = await create(admin.cookie, {
      email,
      password: STRONG_PASSWORD,
      firstName: 'Grace',
      lastName: 'Hopper',
      userType: 'applicant',
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as AdminUserSummary;
    expect(created).toMatchObject({ email, userType: 'admin', isActive: true, lastLogin: null });
    // Nobody got the new admin's session: it has none until it signs in.
    const sessions = await adminCall(
      t,
      'GET',
      apiPaths.admin.userSessions(created.id),
      admin.cookie,
    );
    expect(sessions.json()).toEqual({ sessions: [] });
    const [entry] = await auditOf(t, created.id);
    expect(entry).toMatchObject({
      action: 'user.create_admin',
      adminId: admin.user.id,
      targetType: 'user',
      targetLabel: email,
    });
    const [event] = await eventsOf(t, created.id, 'admin_created');
    expect(event).toMatchObject({ severity: 'medium', details: { adminId: admin.user.id } });
    // The new admin can sign in on the admin page.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in?portal=admin',
      payload: { email, password: STRONG_PASSWORD },
      remoteAddress: uniqueIp(),
    });
    expect(signIn.statusCode).not.toBe(401);
  });

  it('refuses a weak password and a taken e-mail, creating nothing', async () => {
    const admin = await signedInUser(t, 'admin');
    const weak = await create(admin.cookie, {
      email: uniqueEmail('weak'),
      password: 'short',
      firstName: 'A',
      lastName: 'B',
    });
    expect(weak.statusCode).toBe(400);
    expect((weak.json() as ErrorEnvelope).error.code).toBe('validation_failed');
    const taken = await buildUser(t);
    const duplicate = await create(admin.cookie, {
      email: taken.email,
      password: STRONG_PASSWORD,
      firstName: 'Again',
      lastName: 'Person',
    });
    expect(duplicate.statusCode).toBe(409);
    expect((duplicate.json() as ErrorEnvelope).error).toMatchObject({
      code: 'email_in_use',
      fields: { email: { key: 'errors.email_in_use' } },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, taken.email));
    expect(row?.userType).toBe('applicant');
  });
});

describe("a user's page", () => {
  const t = useTestApp();
  const detail = async (cookie: string, id: string) => {
    const response = await adminCall(t, 'GET', apiPaths.admin.user(id), cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AdminUserDetail;
  };

  it("shows a restaurant's listings with their application counts", async () => {
    const admin = await signedInUser(t, 'admin');
    const restaurant = await buildRestaurant(t, { venueName: 'Chez Detail' });
    const job = await buildJob(t, { restaurant, title: 'Sous Chef' });
    const { applicant } = await buildApplicantWithResume(t);
    await applyToJob(t.ctx, applicant, job.id, { coverNote: '' });
    const page = await detail(admin.cookie, restaurant.id);
    expect(page.user).toMatchObject({ id: restaurant.id, venueName: 'Chez Detail' });
    expect(page.listings).toEqual([
      expect.objectContaining({
        id: job.id,
        title: 'Sous Chef',
        status: 'open',
        applicationCount: 1,
      }),
    ]);
    expect(page.applications).toBeNull();
    expect(page.isSelf).toBe(false);

    const applicantPage = await detail(admin.cookie, applicant.id);
    expect(applicantPage.listings).toBeNull();
    expect(applicantPage.applications).toEqual([
      expect.objectContaining({
        jobId: job.id,
        jobTitle: 'Sous Chef',
        venueName: 'Chez Detail',
        status: 'Pending',
      }),
    ]);
  });

  it('lists their recent security events, and knows the admin themself', async () => {
    const admin = await signedInUser(t, 'admin');
    const someone = await signedInUser(t);
    const page = await detail(admin.cookie, someone.user.id);
    expect(page.securityEvents.map((event) => event.type)).toContain('sign_in_succeeded');
    expect((await detail(admin.cookie, admin.user.id)).isSelf).toBe(true);
  });

  it('is a 404 for an unknown or malformed id', async () => {
    const admin = await signedInUser(t, 'admin');
    expect(
      (await adminCall(t, 'GET', apiPaths.admin.user(unknownId()), admin.cookie)).statusCode,
    ).toBe(404);
    expect((await adminCall(t, 'GET', apiPaths.admin.user('nope'), admin.cookie)).statusCode).toBe(
      404,
    );
  });
});
