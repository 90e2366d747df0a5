import type { NotificationsAnswer } from '@brigade/shared/notifications/notification-answers';
import { apiPaths, paths } from '@brigade/shared/routes';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { applicationEvents, applications } from '../../src/db/schema/applications.ts';
import { notificationReads } from '../../src/db/schema/notification-reads.ts';
import { interviewAnswerToken } from '../../src/services/applications/interview-answer-link.ts';
import { interviewUid } from '../../src/services/calendar/interview-invite.ts';
import { loadMailLinkKey, signLinkToken } from '../../src/services/mail-links/signed-link-token.ts';
import { hourlyMaintenance } from '../../src/services/maintenance/hourly-maintenance.ts';
import { buildUser, sessionCookieOf, signedInUser } from '../support/accounts.ts';
import { buildJob, buildRestaurant } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { uniqueIp, useTestApp, type TestApp } from '../support/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (t: TestApp, method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    remoteAddress: uniqueIp(),
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

const nextYear = new Date().getUTCFullYear() + 1;
const slot = {
  localDateTime: `${nextYear}-03-19T15:00`,
  timeZone: 'Europe/Madrid',
  location: 'Calle Mayor 1, Madrid',
};
const moved = { ...slot, localDateTime: `${nextYear}-03-20T10:30` };

/** An application to a job of a venue with its own name, and both parties' cookies. */
async function applied(t: TestApp) {
  const restaurant = await buildRestaurant(t, { venueName: 'Casa Lucio, Madrid' });
  const job = await buildJob(t, { restaurant, title: 'Grill Cook' });
  const { applicant } = await buildApplicantWithResume(t);
  const applicantCookie = await sessionCookieOf(t, applicant);
  const restaurantCookie = await sessionCookieOf(t, restaurant);
  const response = await call(t, 'POST', apiPaths.jobApplications(job.id), applicantCookie, {});
  expect(response.statusCode, response.body).toBe(201);
  const id = (response.json() as { id: string }).id;
  return { job, restaurant, applicant, applicantCookie, restaurantCookie, id };
}

async function scheduled(t: TestApp, at = slot) {
  const parties = await applied(t);
  const url = `${apiPaths.application(parties.id)}/interview`;
  const response = await call(t, 'PUT', url, parties.restaurantCookie, at);
  expect(response.statusCode, response.body).toBe(200);
  return parties;
}

const stored = async (t: TestApp, id: string) => {
  const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw new Error('no application');
  return row;
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('GET /api/applications/:id/interview.ics', () => {
  const t = useTestApp();

  it('is the interview for its applicant, its restaurant and admins; 404 for anyone else', async () => {
    const { id, applicant, applicantCookie, restaurantCookie } = await scheduled(t);
    const url = apiPaths.applicationInterviewCalendar(id);
    const admin = await buildUser(t, { userType: 'admin' });
    const strangers = [
      (await signedInUser(t, 'applicant')).cookie,
      (await signedInUser(t, 'restaurant')).cookie,
    ];
    for (const cookie of [applicantCookie, restaurantCookie, await sessionCookieOf(t, admin)]) {
      const response = await call(t, 'GET', url, cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="interview\.ics"/,
      );
    }
    for (const cookie of strangers)
      expect((await call(t, 'GET', url, cookie)).statusCode).toBe(404);
    expect((await call(t, 'GET', url, '')).statusCode).toBe(401);
    const bad = await call(t, 'GET', '/api/applications/not-a-uuid/interview.ics', applicantCookie);
    expect(bad.statusCode).toBe(404);

    const { calendar, vevent, event } = parse((await call(t, 'GET', url, applicantCookie)).body);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe(interviewUid(id, t.ctx.config.APP_URL));
    expect(event.sequence).toBe(1);
    expect(event.startDate.zone?.tzid).toBe('Europe/Madrid');
    expect(event.startDate.toJSDate().toISOString()).toBe(`${nextYear}-03-19T14:00:00.000Z`);
    expect(event.location).toBe(slot.location);
    expect(event.summary).toBe('Interview: Grill Cook at Casa Lucio, Madrid');
    const organizer = vevent.getFirstProperty('organizer');
    expect(organizer?.getParameter('cn')).toBe('Casa Lucio, Madrid');
    expect(String(organizer?.getFirstValue()).toLowerCase()).toBe(
      'mailto:no-reply@brigade.localhost',
    );
    const attendee = vevent.getFirstProperty('attendee');
    expect(String(attendee?.getFirstValue()).toLowerCase()).toBe(`mailto:${applicant.email}`);
    expect(attendee?.getParameter('rsvp')).toBe('TRUE');
    expect(vevent.getFirstPropertyValue('url')).toBe(
      new URL(paths.applicant.application(id), t.ctx.config.APP_URL).toString(),
    );
    ICAL.TimezoneService.reset();
  });

  it('is 404 before an interview is set and after it is cancelled', async () => {
    const { id, applicantCookie, restaurantCookie } = await applied(t);
    const url = apiPaths.applicationInterviewCalendar(id);
    expect((await call(t, 'GET', url, applicantCookie)).statusCode).toBe(404);
    await call(t, 'PUT', `${apiPaths.application(id)}/interview`, restaurantCookie, slot);
    expect((await call(t, 'GET', url, applicantCookie)).statusCode).toBe(200);
    await call(t, 'DELETE', `${apiPaths.application(id)}/interview`, restaurantCookie);
    expect((await call(t, 'GET', url, restaurantCookie)).statusCode).toBe(404);
  });
});

describe('the interview sequence', () => {
  const t = useTestApp();

  it('rises on every schedule, move and cancel; a move or cancel clears the answer', async () => {
    const { id, applicantCookie, restaurantCookie } = await applied(t);
    const interviewUrl = `${apiPaths.application(id)}/interview`;
    expect((await stored(t, id)).interviewSequence).toBe(0);
    await call(t, 'PUT', interviewUrl, restaurantCookie, slot);
    expect((await stored(t, id)).interviewSequence).toBe(1);

    const answer = apiPaths.applicationInterviewResponse(id);
    await call(t, 'POST', answer, applicantCookie, { response: 'confirmed' });
    expect((await stored(t, id)).interviewResponse).toBe('confirmed');

    const movedAnswer = await call(t, 'PUT', interviewUrl, restaurantCookie, moved);
    expect(movedAnswer.json()).toMatchObject({
      interviewResponse: null,
      canScheduleInterview: true,
    });
    expect(await stored(t, id)).toMatchObject({ interviewSequence: 2, interviewResponse: null });
    const ics = parse(
      (await call(t, 'GET', apiPaths.applicationInterviewCalendar(id), applicantCookie)).body,
    );
    expect(ics.event.sequence).toBe(2);
    ICAL.TimezoneService.reset();

    await call(t, 'POST', answer, applicantCookie, { response: 'reschedule_requested' });
    await call(t, 'DELETE', interviewUrl, restaurantCookie);
    expect(await stored(t, id)).toMatchObject({ interviewSequence: 3, interviewResponse: null });
  });
});

describe('POST /api/applications/:id/interview/response', () => {
  const t = useTestApp();

  it('is for the applicant of that application only', async () => {
    const { id, restaurantCookie } = await scheduled(t);
    const url = apiPaths.applicationInterviewResponse(id);
    const body = { response: 'confirmed' };
    expect((await call(t, 'POST', url, '', body)).statusCode).toBe(401);
    expect((await call(t, 'POST', url, restaurantCookie, body)).statusCode).toBe(403);
    const admin = await buildUser(t, { userType: 'admin' });
    expect((await call(t, 'POST', url, await sessionCookieOf(t, admin), body)).statusCode).toBe(
      403,
    );
    const stranger = await signedInUser(t, 'applicant');
    expect((await call(t, 'POST', url, stranger.cookie, body)).statusCode).toBe(404);
    expect((await stored(t, id)).interviewResponse).toBeNull();
  });

  it('keeps the answer, puts it on the timeline and shows it to the restaurant', async () => {
    const { id, applicantCookie, restaurantCookie } = await scheduled(t);
    const url = apiPaths.applicationInterviewResponse(id);
    const before = (await call(t, 'GET', apiPaths.application(id), applicantCookie)).json();
    expect(before).toMatchObject({ interviewResponse: null, canAnswerInterview: true });

    const confirmed = await call(t, 'POST', url, applicantCookie, { response: 'confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ interviewResponse: 'confirmed', viewer: 'applicant' });

    const asked = await call(t, 'POST', url, applicantCookie, {
      response: 'reschedule_requested',
      note: '  Any time after 4 pm, please.  ',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const seen = (await call(t, 'GET', apiPaths.application(id), restaurantCookie)).json();
    expect(seen).toMatchObject({
      interviewResponse: 'reschedule_requested',
      canAnswerInterview: false,
    });
    expect(seen.timeline.slice(-2)).toMatchObject([
      { kind: 'interview_confirmed', actor: 'applicant', note: '' },
      {
        kind: 'interview_reschedule_requested',
        actor: 'applicant',
        note: 'Any time after 4 pm, please.',
        interview: { at: `${nextYear}-03-19T14:00:00.000Z`, timeZone: 'Europe/Madrid' },
      },
    ]);
  });

  it('refuses a bad answer, no interview, a past interview and a closed application', async () => {
    const { id, applicantCookie, restaurantCookie } = await applied(t);
    const url = apiPaths.applicationInterviewResponse(id);
    const none = await call(t, 'POST', url, applicantCookie, { response: 'confirmed' });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('interview_not_answerable');

    await call(t, 'PUT', `${apiPaths.application(id)}/interview`, restaurantCookie, slot);
    const bad = await call(t, 'POST', url, applicantCookie, { response: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.response.key).toBe('validation.interviewResponseInvalid');
    const long = await call(t, 'POST', url, applicantCookie, {
      response: 'reschedule_requested',
      note: 'x'.repeat(501),
    });
    expect(long.json().error.fields.note.key).toBe('validation.interviewResponseNoteTooLong');

    await t.database.db
      .update(applications)
      .set({ interviewDate: new Date(Date.now() - 60_000) })
      .where(eq(applications.id, id));
    const past = await call(t, 'POST', url, applicantCookie, { response: 'confirmed' });
    expect(past.statusCode).toBe(409);
    expect(past.json().error.code).toBe('interview_not_answerable');
    const detail = (await call(t, 'GET', apiPaths.application(id), applicantCookie)).json();
    expect(detail.canAnswerInterview).toBe(false);

    await call(t, 'PUT', `${apiPaths.application(id)}/interview`, restaurantCookie, slot);
    await call(t, 'POST', `${apiPaths.application(id)}/status`, applicantCookie, {
      status: 'Withdrawn',
    });
    const closed = await call(t, 'POST', url, applicantCookie, { response: 'confirmed' });
    expect(closed.json().error.code).toBe('interview_not_answerable');
  });
});

describe('answering from the mail: /api/interview-answers', () => {
  const t = useTestApp();
  const tokenFor = async (id: string) =>
    interviewAnswerToken(
      await loadMailLinkKey(t.database.db),
      id,
      (await stored(t, id)).interviewSequence,
    );
  const describeLink = (token: string) =>
    call(t, 'GET', `${apiPaths.interviewAnswers}?token=${encodeURIComponent(token)}`, '');
  const answer = (body: object) => call(t, 'POST', apiPaths.interviewAnswers, '', body);

  it('says what a link answers without changing anything, then answers with it', async () => {
    const { id } = await scheduled(t);
    const token = await tokenFor(id);
    const described = await describeLink(token);
    expect(described.statusCode, described.body).toBe(200);
    expect(described.json()).toEqual({
      jobTitle: 'Grill Cook',
      venueName: 'Casa Lucio, Madrid',
      interview: {
        at: `${nextYear}-03-19T14:00:00.000Z`,
        timeZone: 'Europe/Madrid',
        location: slot.location,
      },
      response: null,
    });
    expect((await stored(t, id)).interviewResponse).toBeNull();

    const answered = await answer({ token, response: 'reschedule_requested', note: 'Mornings?' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ response: 'reschedule_requested' });
    expect((await stored(t, id)).interviewResponse).toBe('reschedule_requested');
    const [event] = await t.database.db
      .select()
      .from(applicationEvents)
      .where(
        and(
          eq(applicationEvents.applicationId, id),
          eq(applicationEvents.kind, 'interview_reschedule_requested'),
        ),
      );
    expect(event).toMatchObject({ note: 'Mornings?', actorId: (await stored(t, id)).applicantId });
    // The same link may change the answer while the interview stands.
    expect((await answer({ token, response: 'confirmed' })).json().response).toBe('confirmed');
  });

  it('goes stale once the interview moves or is cancelled; the new mail’s link works', async () => {
    const { id, restaurantCookie } = await scheduled(t);
    const old = await tokenFor(id);
    await call(t, 'PUT', `${apiPaths.application(id)}/interview`, restaurantCookie, moved);
    for (const response of [
      await describeLink(old),
      await answer({ token: old, response: 'confirmed' }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'interview_link_stale',
        message: expect.stringContaining('changed since this e-mail was sent'),
      });
    }
    const current = await tokenFor(id);
    expect((await answer({ token: current, response: 'confirmed' })).statusCode).toBe(200);
    await call(t, 'DELETE', `${apiPaths.application(id)}/interview`, restaurantCookie);
    const cancelled = await answer({ token: current, response: 'confirmed' });
    expect(cancelled.json().error.code).toBe('interview_link_stale');
  });

  it('refuses a token made for something else, a forged one and garbage', async () => {
    const { id } = await scheduled(t);
    const key = await loadMailLinkKey(t.database.db);
    const sequence = (await stored(t, id)).interviewSequence;
    const refused = [
      signLinkToken(key, { purpose: 'unsubscribe', subject: id, data: { sequence } }),
      signLinkToken('k'.repeat(43), {
        purpose: 'interview-answer',
        subject: id,
        data: { sequence },
      }),
      signLinkToken(key, { purpose: 'interview-answer', subject: id, data: {} }),
      interviewAnswerToken(key, '00000000-0000-4000-8000-000000000000', 1),
      'not-a-token',
    ];
    for (const token of refused) {
      const response = await answer({ token, response: 'confirmed' });
      expect(response.statusCode, token).toBe(400);
      expect(response.json().error.code).toBe('invalid_interview_link');
      expect((await describeLink(token)).json().error.code).toBe('invalid_interview_link');
    }
    const empty = await answer({ token: '', response: 'confirmed' });
    expect(empty.json().error.fields.token.key).toBe('errors.invalid_interview_link');
    expect((await stored(t, id)).interviewResponse).toBeNull();
  });

  it('is rate-limited per IP', async () => {
    const remoteAddress = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${apiPaths.interviewAnswers}?token=garbage`,
        remoteAddress,
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 20).every((code) => code === 400)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('the restaurant’s bell', () => {
  const t = useTestApp();

  it('has each answer of the last 7 days, linking to the application', async () => {
    const { id, applicant, applicantCookie, restaurantCookie } = await scheduled(t);
    const url = apiPaths.applicationInterviewResponse(id);
    await call(t, 'POST', url, applicantCookie, { response: 'confirmed' });
    await call(t, 'POST', url, applicantCookie, { response: 'reschedule_requested' });
    const events = await t.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    const confirmed = events.find((event) => event.kind === 'interview_confirmed');
    const asked = events.find((event) => event.kind === 'interview_reschedule_requested');
    if (!confirmed || !asked) throw new Error('the answers are not on the timeline');

    const bell = async (cookie: string): Promise<NotificationsAnswer> =>
      (await call(t, 'GET', apiPaths.notifications.list, cookie)).json();
    const answers = (await bell(restaurantCookie)).items.filter((item) =>
      item.kind.startsWith('interview_'),
    );
    const name = `${applicant.firstName} ${applicant.lastName}`;
    expect(answers).toEqual([
      {
        id: `interview-answer:${asked.id}`,
        kind: 'interview_reschedule_requested',
        type: 'application',
        params: { jobTitle: 'Grill Cook', applicantName: name },
        read: false,
        timestamp: asked.createdAt.toISOString(),
        link: paths.restaurant.application(id),
      },
      expect.objectContaining({
        id: `interview-answer:${confirmed.id}`,
        kind: 'interview_confirmed',
      }),
    ]);
    // The applicant's own bell does not hear their answers.
    expect(
      (await bell(applicantCookie)).items.some((item) => item.kind.startsWith('interview_')),
    ).toBe(false);

    await t.database.db
      .update(applicationEvents)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60_000) })
      .where(eq(applicationEvents.id, confirmed.id));
    const later = (await bell(restaurantCookie)).items.filter((item) =>
      item.kind.startsWith('interview_'),
    );
    expect(later.map((item) => item.id)).toEqual([`interview-answer:${asked.id}`]);

    // Read marks: kept while the answer is in the window, dropped after (or once it is gone).
    const restaurantId = (await stored(t, id)).restaurantId;
    const marks = [asked.id, confirmed.id, crypto.randomUUID()].map((eventId) => ({
      userId: restaurantId,
      notificationId: `interview-answer:${eventId}`,
      readAt: new Date(Date.now() - 2 * 24 * 60 * 60_000),
    }));
    await t.database.db.insert(notificationReads).values(marks);
    await hourlyMaintenance(t.ctx);
    const kept = await t.database.db
      .select({ id: notificationReads.notificationId })
      .from(notificationReads)
      .where(eq(notificationReads.userId, restaurantId));
    expect(kept.map((row) => row.id)).toEqual([`interview-answer:${asked.id}`]);
    const read = (await bell(restaurantCookie)).items.find((item) => item.id === kept[0]?.id);
    expect(read?.read).toBe(true);
  });
});
