import type { AdminJobSummary } from '@brigade/shared/admin/job-moderation';
import type { JobSummary, ListingSummary, Page } from '@brigade/shared/jobs/job-answers';
import { apiPaths } from '@brigade/shared/routes';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { venueInput } from '@brigade/shared/organisations/organisation-input';
import { adminAuditLog } from '../../src/db/schema/admin-audit-log.ts';
import { addVenue } from '../../src/services/organisations/organisation-venues.ts';
import { sessionCookieOf, signedInUser } from '../support/accounts.ts';
import { buildJob, giveVenue, jobDefaults, uniqueWord } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp } from '../support/test-app.ts';
import { expectAdminsOnly } from './admin-access.ts';

type Method = 'GET' | 'POST' | 'PUT';

describe('listings moderation', () => {
  const t = useTestApp();
  let adminCookie = '';
  beforeAll(async () => {
    adminCookie = (await signedInUser(t, 'admin')).cookie;
  });

  const call = (method: Method, url: string, cookie: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const moderate = (id: string, action: 'close' | 'remove', reason = 'Breaks the rules.') =>
    call('POST', apiPaths.admin.jobModeration(id), adminCookie, { action, reason });

  /** An open job with a unique title, its restaurant signed in. */
  async function postedJob() {
    const title = uniqueWord('Sommelier');
    const job = await buildJob(t, { title });
    const restaurantCookie = await sessionCookieOf(t, job.restaurant);
    return { job, title, restaurantCookie };
  }

  it('is for admins only', async () => {
    const { job } = await postedJob();
    await expectAdminsOnly(t, 'GET', apiPaths.admin.jobs);
    await expectAdminsOnly(t, 'POST', apiPaths.admin.jobModeration(job.id), {
      action: 'close',
      reason: 'x',
    });
  });

  it('lists every job with its restaurant and application count, by title or venue', async () => {
    const venueName = uniqueWord('Venue');
    const title = uniqueWord('Barback');
    const job = await buildJob(t, { title });
    const other = await buildJob(t);
    await giveVenue(t, other.restaurant, { venueName });
    const { applicant } = await buildApplicantWithResume(t);
    const applied = await call(
      'POST',
      apiPaths.jobApplications(job.id),
      await sessionCookieOf(t, applicant),
      { coverNote: '' },
    );
    expect(applied.statusCode, applied.body).toBe(201);

    const byTitle = await call('GET', `${apiPaths.admin.jobs}?q=${title}`, adminCookie);
    expect(byTitle.statusCode).toBe(200);
    const page = byTitle.json<Page<AdminJobSummary>>();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: job.id,
      title,
      status: 'open',
      closedReason: null,
      removedAt: null,
      applicationCount: 1,
      restaurant: { id: job.restaurant.id, email: job.restaurant.email },
    });
    const byVenue = await call('GET', `${apiPaths.admin.jobs}?q=${venueName}`, adminCookie);
    expect(byVenue.json<Page<AdminJobSummary>>().items.map((item) => item.id)).toEqual([other.id]);
  });

  it("lists a job of a group's added venue, with the venue and the owner's e-mail", async () => {
    const owner = (await buildJob(t)).restaurant;
    const venueName = uniqueWord('Terrace');
    const venue = await addVenue(t.ctx, owner, venueInput.parse({ venueName }));
    const job = await buildJob(t, { restaurant: owner, venueId: venue.id });
    const found = await call('GET', `${apiPaths.admin.jobs}?q=${venueName}`, adminCookie);
    expect(found.json<Page<AdminJobSummary>>()).toMatchObject({
      total: 1,
      items: [{ id: job.id, restaurant: { id: venue.id, venueName, email: owner.email } }],
    });
  });

  it('removes a job for good: gone for the public, reason shown to its restaurant', async () => {
    const { job, title, restaurantCookie } = await postedJob();
    const { applicant } = await buildApplicantWithResume(t);
    const applicantCookie = await sessionCookieOf(t, applicant);

    const removed = await moderate(job.id, 'remove', 'Misleading pay.');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ status: 'closed', closedReason: 'Misleading pay.' });

    // The public: no page, not in search nor on the home page, no applying.
    expect((await call('GET', apiPaths.jobs.job(job.id), '')).statusCode).toBe(404);
    expect((await call('GET', apiPaths.jobs.job(job.id), applicantCookie)).statusCode).toBe(404);
    const search = await call('GET', `${apiPaths.jobs.search}?q=${title}`, '');
    expect(search.json<Page<JobSummary>>().items.map((item) => item.id)).not.toContain(job.id);
    const latest = await call('GET', `${apiPaths.jobs.latest}?limit=12`, '');
    expect(latest.json<{ items: JobSummary[] }>().items.map((item) => item.id)).not.toContain(
      job.id,
    );
    const apply = await call('POST', apiPaths.jobApplications(job.id), applicantCookie, {
      coverNote: '',
    });
    expect(apply.statusCode).toBe(404);

    // Its restaurant still sees it, with the reason, and can neither edit nor reopen it.
    expect((await call('GET', apiPaths.jobs.job(job.id), restaurantCookie)).statusCode).toBe(200);
    const mine = await call('GET', `${apiPaths.jobs.mine}?q=${title}`, restaurantCookie);
    expect(mine.json<Page<ListingSummary>>().items[0]).toMatchObject({
      id: job.id,
      status: 'closed',
      closedReason: 'Misleading pay.',
      removedAt: expect.any(String),
    });
    const reopen = await call('POST', apiPaths.jobs.status(job.id), restaurantCookie, {
      status: 'open',
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().error.code).toBe('job_removed');
    const edit = await call('PUT', apiPaths.jobs.job(job.id), restaurantCookie, jobDefaults);
    expect(edit.json().error.code).toBe('job_removed');

    // Admins still see it, and it cannot be moderated again.
    expect((await call('GET', apiPaths.jobs.job(job.id), adminCookie)).statusCode).toBe(200);
    const removedFilter = await call(
      'GET',
      `${apiPaths.admin.jobs}?q=${title}&status=removed`,
      adminCookie,
    );
    expect(removedFilter.json<Page<AdminJobSummary>>().items[0]?.removedAt).toEqual(
      expect.any(String),
    );
    const closedFilter = await call(
      'GET',
      `${apiPaths.admin.jobs}?q=${title}&status=closed`,
      adminCookie,
    );
    expect(closedFilter.json<Page<AdminJobSummary>>().total).toBe(0);
    expect((await moderate(job.id, 'close')).json().error.code).toBe('job_removed');

    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, job.id), eq(adminAuditLog.action, 'job.remove')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      targetType: 'job',
      targetLabel: title,
      details: { reason: 'Misleading pay.' },
    });
  });

  it('closes a job with a reason its restaurant may reopen, which clears the reason', async () => {
    const { job, title, restaurantCookie } = await postedJob();
    expect((await moderate(job.id, 'close', 'Duplicate listing.')).statusCode).toBe(200);
    // The public still sees the closed job's page, but not why Brigade closed it.
    const publicPage = await call('GET', apiPaths.jobs.job(job.id), '');
    expect(publicPage.statusCode).toBe(200);
    expect(publicPage.json()).toMatchObject({ status: 'closed', closedReason: null });
    const mine = async () =>
      (await call('GET', `${apiPaths.jobs.mine}?q=${title}`, restaurantCookie)).json<
        Page<ListingSummary>
      >().items[0];
    expect(await mine()).toMatchObject({ closedReason: 'Duplicate listing.', removedAt: null });

    const reopen = await call('POST', apiPaths.jobs.status(job.id), restaurantCookie, {
      status: 'open',
    });
    expect(reopen.statusCode, reopen.body).toBe(200);
    expect(await mine()).toMatchObject({ status: 'open', closedReason: null });
    expect((await call('GET', apiPaths.jobs.job(job.id), '')).statusCode).toBe(200);

    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, job.id), eq(adminAuditLog.action, 'job.close')));
    expect(audit).toHaveLength(1);
  });

  it('needs a reason of at most 500 characters, and an existing job', async () => {
    const { job } = await postedJob();
    const empty = await moderate(job.id, 'close', '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.reason.key).toBe('validation.moderationReasonRequired');
    expect((await moderate(job.id, 'close', 'x'.repeat(501))).statusCode).toBe(400);
    const unknown = await moderate('00000000-0000-4000-8000-000000000000', 'close');
    expect(unknown.statusCode).toBe(404);
    expect((await moderate('not-an-id', 'close')).statusCode).toBe(404);
  });
});
