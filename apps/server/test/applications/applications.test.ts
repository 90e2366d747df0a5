import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationEvents } from '../../src/db/schema/applications.ts';
import { buildUser, sessionCookieOf, signedInUser } from '../support/accounts.ts';
import { buildJob } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp, type TestApp } from '../support/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (t: TestApp, method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** An open job, an applicant with a resume who applied to it, and both parties' cookies. */
async function applied(t: TestApp) {
  const job = await buildJob(t);
  const { applicant } = await buildApplicantWithResume(t);
  const applicantCookie = await sessionCookieOf(t, applicant);
  const restaurantCookie = await sessionCookieOf(t, job.restaurant);
  const response = await call(t, 'POST', `/api/jobs/${job.id}/applications`, applicantCookie, {
    coverNote: 'I can start Monday.',
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = (response.json() as { id: string }).id;
  return { job, applicant, applicantCookie, restaurantCookie, id };
}

describe('applying', () => {
  const t = useTestApp();

  it('is for signed-in applicants with a resume, to open jobs, once', async () => {
    const job = await buildJob(t);
    const url = `/api/jobs/${job.id}/applications`;
    expect((await call(t, 'POST', url, '', {})).statusCode).toBe(401);
    const restaurant = await signedInUser(t, 'restaurant');
    expect((await call(t, 'POST', url, restaurant.cookie, {})).statusCode).toBe(403);

    const bare = await signedInUser(t, 'applicant');
    const noResume = await call(t, 'POST', url, bare.cookie, {});
    expect(noResume.statusCode).toBe(409);
    expect(noResume.json().error).toMatchObject({
      code: 'resume_required',
      message: 'Create your resume before applying.',
    });

    const { applicant } = await buildApplicantWithResume(t);
    const cookie = await sessionCookieOf(t, applicant);
    const first = await call(t, 'POST', url, cookie, { coverNote: 'Hello!' });
    expect(first.statusCode).toBe(201);
    const again = await call(t, 'POST', url, cookie, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already applied to this job.');

    const closed = await buildJob(t, { status: 'closed' });
    const refused = await call(t, 'POST', `/api/jobs/${closed.id}/applications`, cookie, {});
    expect(refused.json().error.code).toBe('job_not_open');
    const draft = await buildJob(t, { status: 'draft' });
    expect(
      (await call(t, 'POST', `/api/jobs/${draft.id}/applications`, cookie, {})).json().error.code,
    ).toBe('job_not_open');
    const missing = await call(t, 'POST', '/api/jobs/not-a-uuid/applications', cookie, {});
    expect(missing.statusCode).toBe(404);
  });

  it('starts as Pending with the spec fields, knows its restaurant and opens the timeline', async () => {
    const { id, applicantCookie, job, applicant } = await applied(t);
    const detail = (await call(t, 'GET', `/api/applications/${id}`, applicantCookie)).json();
    expect(detail).toMatchObject({
      id,
      status: 'Pending',
      coverNote: 'I can start Monday.',
      notes: null,
      interview: null,
      viewer: 'applicant',
      restaurantId: job.restaurant.id,
      nextStatuses: ['Withdrawn'],
      job: { id: job.id, title: job.title },
    });
    expect(detail.appliedAt).toBe(detail.updatedAt);
    expect(detail.timeline).toMatchObject([
      { kind: 'applied', toStatus: 'Pending', actor: 'applicant' },
    ]);
    expect(detail.resume).toMatchObject({ applicantId: applicant.id });
  });
});

describe('who sees an application', () => {
  const t = useTestApp();

  it('its applicant, its restaurant and admins; nobody else learns it exists', async () => {
    const { id, applicantCookie, restaurantCookie } = await applied(t);
    const url = `/api/applications/${id}`;
    expect((await call(t, 'GET', url, '')).statusCode).toBe(401);
    expect((await call(t, 'GET', url, applicantCookie)).json().viewer).toBe('applicant');
    const asRestaurant = (await call(t, 'GET', url, restaurantCookie)).json();
    expect(asRestaurant).toMatchObject({
      viewer: 'restaurant',
      notes: '',
      nextStatuses: ['Reviewed', 'Shortlisted', 'Offered', 'Hired', 'Rejected'],
    });
    expect(asRestaurant.applicantDetails.email).toMatch(/@/);
    const admin = await signedInUser(t, 'admin');
    expect((await call(t, 'GET', url, admin.cookie)).json()).toMatchObject({
      viewer: 'admin',
      nextStatuses: [],
    });
    for (const stranger of [
      await signedInUser(t, 'applicant'),
      await signedInUser(t, 'restaurant'),
    ]) {
      expect((await call(t, 'GET', url, stranger.cookie)).statusCode).toBe(404);
      expect(
        (await call(t, 'POST', `${url}/status`, stranger.cookie, { status: 'Reviewed' }))
          .statusCode,
      ).toBe(404);
    }
  });

  it('lists: an applicant’s own; a restaurant’s inbox across its jobs, by job and status', async () => {
    const first = await applied(t);
    const otherJob = await buildJob(t, { restaurant: first.job.restaurant, title: 'Sous Chef' });
    const { applicant } = await buildApplicantWithResume(t);
    const cookie = await sessionCookieOf(t, applicant);
    await call(t, 'POST', `/api/jobs/${otherJob.id}/applications`, cookie, {});

    const inbox = (
      await call(t, 'GET', '/api/restaurant/applications', first.restaurantCookie)
    ).json();
    expect(inbox.total).toBe(2);
    expect(inbox.items.map((item: { job: { title: string } }) => item.job.title)).toEqual([
      'Sous Chef',
      'Line Cook',
    ]);
    expect(inbox.items[0].applicant).toMatchObject({ id: applicant.id });
    const byJob = (
      await call(
        t,
        'GET',
        `/api/restaurant/applications?jobId=${otherJob.id}`,
        first.restaurantCookie,
      )
    ).json();
    expect(byJob.total).toBe(1);
    const byStatus = (
      await call(t, 'GET', '/api/restaurant/applications?status=Hired', first.restaurantCookie)
    ).json();
    expect(byStatus.items).toEqual([]);

    const mine = (await call(t, 'GET', '/api/applicant/applications?pageSize=500', cookie)).json();
    expect(mine).toMatchObject({ total: 1, pageSize: 50 });
    expect(mine.items[0].applicant).toBeNull();
    expect(
      (await call(t, 'GET', '/api/applicant/applications', first.restaurantCookie)).statusCode,
    ).toBe(403);
    expect((await call(t, 'GET', '/api/restaurant/applications', cookie)).statusCode).toBe(403);
  });
});

describe('moving an application', () => {
  const t = useTestApp();

  it('follows the transition map for each side, with notes on the timeline', async () => {
    const { id, applicantCookie, restaurantCookie } = await applied(t);
    const move = (cookie: string, status: string, note?: string) =>
      call(t, 'POST', `/api/applications/${id}/status`, cookie, {
        status,
        ...(note ? { note } : {}),
      });

    // Forward only, though steps may be skipped (the pipeline board): never back to where it is.
    const stay = await move(restaurantCookie, 'Pending');
    expect(stay.statusCode).toBe(409);
    expect(stay.json().error.message).toBe('This status change is not allowed.');
    expect((await move(applicantCookie, 'Reviewed')).statusCode).toBe(409);

    const reviewed = await move(restaurantCookie, 'Reviewed', 'Strong CV');
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json()).toMatchObject({
      status: 'Reviewed',
      nextStatuses: ['Shortlisted', 'Offered', 'Hired', 'Rejected'],
    });
    expect(reviewed.json().updatedAt).not.toBe(reviewed.json().appliedAt);

    const withdrawn = await move(applicantCookie, 'Withdrawn', 'Took another job');
    expect(withdrawn.json()).toMatchObject({ status: 'Withdrawn', nextStatuses: [] });
    expect((await move(restaurantCookie, 'Shortlisted')).statusCode).toBe(409);

    const timeline = (await call(t, 'GET', `/api/applications/${id}`, restaurantCookie)).json()
      .timeline;
    expect(
      timeline.map((entry: { toStatus: string; note: string; actor: string }) => [
        entry.toStatus,
        entry.note,
        entry.actor,
      ]),
    ).toEqual([
      ['Pending', '', 'applicant'],
      ['Reviewed', 'Strong CV', 'restaurant'],
      ['Withdrawn', 'Took another job', 'applicant'],
    ]);
    const bad = await call(t, 'POST', `/api/applications/${id}/status`, restaurantCookie, {
      status: 'Maybe',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.status.message).toBe('That status change is not possible.');
  });

  it('keeps private notes for the restaurant', async () => {
    const { id, applicantCookie, restaurantCookie } = await applied(t);
    const saved = await call(t, 'PUT', `/api/applications/${id}/notes`, restaurantCookie, {
      notes: 'Call back Friday',
    });
    expect(saved.json().notes).toBe('Call back Friday');
    expect(
      (await call(t, 'PUT', `/api/applications/${id}/notes`, applicantCookie, { notes: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'GET', `/api/applications/${id}`, applicantCookie)).json().notes,
    ).toBeNull();
    const xss = await call(t, 'PUT', `/api/applications/${id}/notes`, restaurantCookie, {
      notes: '<script>alert(1)</script>',
    });
    expect(xss.json().error.fields.notes.message).toBe('Invalid input: potential XSS detected');
  });
});

describe('interviews', () => {
  const t = useTestApp();
  const nextYear = new Date().getUTCFullYear() + 1;
  const slot = {
    localDateTime: `${nextYear}-03-19T15:00`,
    timeZone: 'Europe/Madrid',
    location: 'Calle Mayor 1, Madrid',
  };

  it('scheduling sets interviewDate in the venue’s time zone and forces Shortlisted', async () => {
    const { id, restaurantCookie, applicantCookie } = await applied(t);
    const url = `/api/applications/${id}/interview`;
    expect((await call(t, 'PUT', url, applicantCookie, slot)).statusCode).toBe(403);
    const scheduled = await call(t, 'PUT', url, restaurantCookie, slot);
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({
      status: 'Shortlisted',
      interview: {
        at: `${nextYear}-03-19T14:00:00.000Z`,
        timeZone: 'Europe/Madrid',
        location: slot.location,
      },
    });
    const moved = await call(t, 'PUT', url, restaurantCookie, {
      ...slot,
      localDateTime: `${nextYear}-03-20T10:30`,
    });
    expect(moved.json().interview.at).toBe(`${nextYear}-03-20T09:30:00.000Z`);
    const cancelled = await call(t, 'DELETE', url, restaurantCookie);
    expect(cancelled.json()).toMatchObject({ status: 'Shortlisted', interview: null });
    const kinds = await t.database.db
      .select({ kind: applicationEvents.kind, details: applicationEvents.details })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(kinds.map((event) => event.kind).sort()).toEqual([
      'applied',
      'interview_cancelled',
      'interview_scheduled',
      'interview_scheduled',
    ]);
  });

  it('refuses the past, bad time zones and applications past the offer', async () => {
    const { id, restaurantCookie } = await applied(t);
    const url = `/api/applications/${id}/interview`;
    const past = await call(t, 'PUT', url, restaurantCookie, {
      ...slot,
      localDateTime: '2020-01-01T10:00',
    });
    expect(past.json().error.fields.localDateTime.key).toBe('validation.interviewInPast');
    const zone = await call(t, 'PUT', url, restaurantCookie, { ...slot, timeZone: 'Mars/Olympus' });
    expect(zone.json().error.fields.timeZone.key).toBe('validation.timeZoneInvalid');
    for (const status of ['Reviewed', 'Shortlisted', 'Offered']) {
      await call(t, 'POST', `/api/applications/${id}/status`, restaurantCookie, { status });
    }
    const late = await call(t, 'PUT', url, restaurantCookie, slot);
    expect(late.json().error.code).toBe('interview_not_allowed');
  });
});

describe('an admin account is not a party', () => {
  const t = useTestApp();
  it('reads but cannot move', async () => {
    const { id } = await applied(t);
    const admin = await buildUser(t, { userType: 'admin' });
    const cookie = await sessionCookieOf(t, admin);
    const refused = await call(t, 'POST', `/api/applications/${id}/status`, cookie, {
      status: 'Reviewed',
    });
    expect(refused.statusCode).toBe(403);
  });
});
