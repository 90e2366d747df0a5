import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../src/db/schema/applications.ts';
import { mailEvents } from '../../src/db/schema/mail-notifications.ts';
import { sweepDecisionDeadlines } from '../../src/services/applications/decision-deadlines.ts';
import { sessionCookieOf, signedInUser } from '../support/accounts.ts';
import { buildJob } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp, type TestApp } from '../support/test-app.ts';

const DAY = 86_400_000;
type Method = 'GET' | 'POST' | 'PUT';
const call = (t: TestApp, method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** An open job, an applicant who applied to it, and both parties' cookies. */
async function applied(t: TestApp) {
  const job = await buildJob(t);
  const { applicant } = await buildApplicantWithResume(t);
  const applicantCookie = await sessionCookieOf(t, applicant);
  const restaurantCookie = await sessionCookieOf(t, job.restaurant);
  const response = await call(t, 'POST', `/api/jobs/${job.id}/applications`, applicantCookie, {});
  expect(response.statusCode, response.body).toBe(201);
  const id = (response.json() as { id: string }).id;
  return { job, applicant, applicantCookie, restaurantCookie, id };
}

/**
 * No ghosting (issue 16 part 4): an application undecided past its venue's window closes as not
 * selected and its applicant is told; the venue is warned 3 days before and may extend once.
 */
describe('the decision window', () => {
  const t = useTestApp();
  const read = async (id: string, cookie: string) =>
    (await call(t, 'GET', `/api/applications/${id}`, cookie)).json();
  const setDecideBy = (id: string, at: Date) =>
    t.database.db.update(applications).set({ decideBy: at }).where(eq(applications.id, id));
  const eventsOf = (type: string, subjectId: string) =>
    t.database.db
      .select()
      .from(mailEvents)
      .where(and(eq(mailEvents.type, type), eq(mailEvents.subjectId, subjectId)));
  const kindsFor = async (cookie: string) =>
    ((await call(t, 'GET', '/api/notifications', cookie)).json().items as { kind: string }[]).map(
      (item) => item.kind,
    );

  it('is the venue’s own, 14 to 60 days, and starts when someone applies', async () => {
    const { job, restaurantCookie } = await applied(t);
    const url = '/api/profile/decision-window';
    const refused = await call(t, 'PUT', url, restaurantCookie, { days: 13 });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json().error.fields)).toContain('validation.decisionDaysRange');
    const applicant = await signedInUser(t, 'applicant');
    expect((await call(t, 'PUT', url, applicant.cookie, { days: 30 })).statusCode).toBe(403);
    const saved = await call(t, 'PUT', url, restaurantCookie, { days: 30 });
    expect(saved.json().decisionDays).toBe(30);

    const { applicant: next } = await buildApplicantWithResume(t);
    const cookie = await sessionCookieOf(t, next);
    const before = Date.now();
    const { id } = (await call(t, 'POST', `/api/jobs/${job.id}/applications`, cookie, {})).json();
    const decideBy = Date.parse((await read(id, cookie)).decideBy);
    expect(decideBy).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(decideBy).toBeLessThan(Date.now() + 30 * DAY + 1000);
  });

  it('warns the venue once, three days before', async () => {
    const { id, restaurantCookie } = await applied(t);
    await setDecideBy(id, new Date(Date.now() + 4 * DAY));
    await sweepDecisionDeadlines(t.ctx);
    expect(await eventsOf('decision_due', id)).toHaveLength(0);

    await setDecideBy(id, new Date(Date.now() + 2 * DAY));
    await sweepDecisionDeadlines(t.ctx);
    await sweepDecisionDeadlines(t.ctx);
    expect(await eventsOf('decision_due', id)).toHaveLength(1);
    expect(await kindsFor(restaurantCookie)).toContain('decision_due');
  });

  it('closes an undecided application as not selected, and the applicant is told', async () => {
    const { id, applicantCookie, restaurantCookie } = await applied(t);
    await setDecideBy(id, new Date(Date.now() - 1000));
    await sweepDecisionDeadlines(t.ctx);
    await sweepDecisionDeadlines(t.ctx);

    const page = await read(id, applicantCookie);
    expect(page).toMatchObject({ status: 'Rejected', closedUnanswered: true, decideBy: null });
    expect(page.timeline.at(-1)).toMatchObject({
      kind: 'closed_unanswered',
      fromStatus: 'Pending',
      toStatus: 'Rejected',
      actor: null,
    });
    expect(await eventsOf('application_closed_unanswered', id)).toHaveLength(1);
    expect(await kindsFor(applicantCookie)).toContain('application_closed_unanswered');
    // The venue sees the outcome too, and cannot extend what is decided.
    expect((await read(id, restaurantCookie)).canExtendDecision).toBe(false);
  });

  it('leaves decided applications alone', async () => {
    const { id, restaurantCookie } = await applied(t);
    for (const status of ['Reviewed', 'Shortlisted']) {
      const moved = await call(t, 'POST', `/api/applications/${id}/status`, restaurantCookie, {
        status,
      });
      expect(moved.statusCode).toBe(200);
    }
    await setDecideBy(id, new Date(Date.now() - 1000));
    await sweepDecisionDeadlines(t.ctx);
    expect((await read(id, restaurantCookie)).status).toBe('Shortlisted');
  });

  it('may be extended once, by the venue only', async () => {
    const { id, applicantCookie, restaurantCookie } = await applied(t);
    const url = `/api/applications/${id}/decision/extend`;
    expect((await call(t, 'POST', url, applicantCookie)).statusCode).toBe(403);
    const stranger = await signedInUser(t, 'restaurant');
    expect((await call(t, 'POST', url, stranger.cookie)).statusCode).toBe(404);

    const before = Date.parse((await read(id, restaurantCookie)).decideBy);
    const extended = await call(t, 'POST', url, restaurantCookie);
    expect(extended.statusCode).toBe(200);
    expect(Date.parse(extended.json().decideBy)).toBe(before + 21 * DAY);
    expect(extended.json()).toMatchObject({ canExtendDecision: false });
    expect(extended.json().timeline.at(-1)).toMatchObject({ kind: 'decision_extended' });

    const again = await call(t, 'POST', url, restaurantCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('decision_extend_refused');
  });
});
