import { paths } from '@brigade/shared/routes';
import { zonedTimeToInstant } from '@brigade/shared/zoned-time';
import ICAL from 'ical.js';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { answerInterview } from '../../src/services/applications/answer-interview.ts';
import { applyToJob } from '../../src/services/applications/apply-to-job.ts';
import {
  cancelInterview,
  scheduleInterview,
} from '../../src/services/applications/schedule-interview.ts';
import { startSmtpSink } from '../../src/testing/smtp-sink.ts';
import { buildJob, buildRestaurant } from '../support/jobs.ts';
import { drainMailQueue, mailsFor, partOf, subjectOf } from '../support/mail.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp } from '../support/test-app.ts';

const smtp = await startSmtpSink();

/** A wall-clock time `days` from now in the venue's zone, as the interview form sends it. */
function inDays(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T15:00`;
}

function invite(text: string | undefined) {
  if (!text) throw new Error('no calendar part');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: vevent.getFirstPropertyValue('sequence'),
    status: vevent.getFirstPropertyValue('status'),
    hasTimezone: calendar.getAllSubcomponents('vtimezone').length > 0,
  };
}

describe('interview mail with its calendar invite', () => {
  afterAll(() => smtp.close());
  const t = useTestApp({
    config: loadConfig({ SMTP_URL: smtp.url, APP_URL: 'https://brigade.example' }),
  });

  async function application() {
    const restaurant = await buildRestaurant(t, { venueName: 'Casa Lucio' });
    const job = await buildJob(t, { restaurant, title: 'Grill Cook' });
    const { applicant } = await buildApplicantWithResume(t);
    const { id } = await applyToJob(t.ctx, applicant, job.id, { coverNote: '' });
    return { restaurant, applicant, id };
  }

  const slot = (days: number) => ({
    localDateTime: inDays(days),
    timeZone: 'Europe/Madrid',
    location: 'Calle Mayor 1',
    note: 'Bring your knives',
  });
  /** 23 hours before an interview: its 24-hour reminder is due, whatever the time of day now. */
  const anHourIntoTheLastDay = (interview: { localDateTime: string; timeZone: string }) =>
    new Date(
      zonedTimeToInstant(interview.localDateTime, interview.timeZone).getTime() - 23 * 3_600_000,
    );

  it('invites, moves and cancels with one UID and a rising SEQUENCE, each at once', async () => {
    const { restaurant, applicant, id } = await application();
    const scope = { people: [applicant], applications: [id] };
    await scheduleInterview(t.ctx, restaurant, id, slot(5));
    await drainMailQueue(t, scope);
    await scheduleInterview(t.ctx, restaurant, id, slot(6));
    await drainMailQueue(t, scope);
    await cancelInterview(t.ctx, restaurant, id);
    await drainMailQueue(t, scope);

    const [scheduled, moved, cancelled] = mailsFor(smtp.received, applicant.email);
    expect(subjectOf(scheduled)).toMatch(/^Interview for Grill Cook on /);
    expect(subjectOf(moved)).toMatch(/^Your interview for Grill Cook moved to /);
    expect(subjectOf(cancelled)).toBe('Your interview for Grill Cook was cancelled');
    const [first, second, third] = [scheduled, moved, cancelled].map((mail) =>
      invite(partOf(mail, 'text/calendar')),
    );
    expect(first).toMatchObject({ method: 'REQUEST', sequence: 1, hasTimezone: true });
    expect(second).toMatchObject({ method: 'REQUEST', sequence: 2, uid: first?.uid });
    expect(third).toMatchObject({
      method: 'CANCEL',
      sequence: 3,
      status: 'CANCELLED',
      uid: first?.uid,
    });
    // The invite has links to answer without signing in; the venue's note is not in it.
    expect(scheduled?.text).toMatch(
      /https:\/\/brigade\.example\/interview-answer\?token=[\w.%-]+&response=confirmed/,
    );
    expect(scheduled?.text).not.toContain('Bring your knives');
    expect(scheduled?.text).toContain(`https://brigade.example${paths.applicant.application(id)}`);
  });

  it('reminds both sides 24 hours before, unless the interview moved since', async () => {
    const { restaurant, applicant, id } = await application();
    const scope = { people: [applicant, restaurant], applications: [id] };
    await scheduleInterview(t.ctx, restaurant, id, slot(3));
    await drainMailQueue(t, scope);
    const before = mailsFor(smtp.received, applicant.email).length;
    await drainMailQueue(t, scope, anHourIntoTheLastDay(slot(3)));
    const reminder = mailsFor(smtp.received, applicant.email).slice(before);
    expect(reminder.map(subjectOf)).toEqual(['Reminder: interview for Grill Cook tomorrow']);
    expect(mailsFor(smtp.received, restaurant.email).map(subjectOf)).toContain(
      'Reminder: interview for Grill Cook tomorrow',
    );

    const other = await application();
    await scheduleInterview(t.ctx, other.restaurant, other.id, slot(3));
    await scheduleInterview(t.ctx, other.restaurant, other.id, slot(10));
    await drainMailQueue(
      t,
      { people: [other.applicant, other.restaurant], applications: [other.id] },
      anHourIntoTheLastDay(slot(3)),
    );
    expect(mailsFor(smtp.received, other.applicant.email).map(subjectOf)).not.toContain(
      'Reminder: interview for Grill Cook tomorrow',
    );
  });

  it("tells the venue the applicant's answer, with their note", async () => {
    const { restaurant, applicant, id } = await application();
    await scheduleInterview(t.ctx, restaurant, id, slot(5));
    await answerInterview(t.ctx, applicant, id, {
      response: 'reschedule_requested',
      note: 'I work lunch that day',
    });
    await drainMailQueue(t, { people: [restaurant] });
    const answer = mailsFor(smtp.received, restaurant.email).find((mail) =>
      subjectOf(mail).includes('asks for another time'),
    );
    expect(subjectOf(answer)).toBe('Test Person asks for another time for Grill Cook');
    expect(answer?.text).toContain('Their note: I work lunch that day');
    expect(answer?.text).toContain(`https://brigade.example${paths.restaurant.application(id)}`);
  });
});
