import { eq, sql } from 'drizzle-orm';
import { createMailer } from '../../src/mail/mailer.ts';
import { readOverview } from '../../src/services/admin/read-overview.ts';
import { mailWorkHandlers } from '../../src/services/mail-notifications/mail-work-handlers.ts';
import { FLUSH_MAIL } from '../../src/services/mail-notifications/record-mail-event.ts';
import { drainQueue } from '../../src/services/queue/queue-worker.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { applyToJob } from '../../src/services/applications/apply-to-job.ts';
import { changeApplicationStatus } from '../../src/services/applications/change-application-status.ts';
import { users } from '../../src/db/schema/users.ts';
import { moderateJob } from '../../src/services/admin/moderate-job.ts';
import { startSmtpSink } from '../../src/testing/smtp-sink.ts';
import { buildUser } from '../support/accounts.ts';
import { buildJob, buildRestaurant } from '../support/jobs.ts';
import {
  drainMailQueue,
  headerOf,
  inHours,
  inMinutes,
  mailsFor,
  present,
  subjectOf,
} from '../support/mail.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp } from '../support/test-app.ts';

const smtp = await startSmtpSink();

describe('notification mail through a real SMTP server', () => {
  afterAll(() => smtp.close());
  const t = useTestApp({
    config: loadConfig({ SMTP_URL: smtp.url, APP_URL: 'https://brigade.example' }),
  });

  /** Runs the recipient's mail while nothing answers on the SMTP port (a real refused connection). */
  async function drainWithSmtpDown(recipientId: string) {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'Brigade <no-reply@brigade.example>',
      dataDir: '.',
      log: () => undefined,
    });
    await drainQueue(t.database.db, {
      handlers: mailWorkHandlers({ ...t.ctx, mailer }),
      now: inMinutes(3),
      kinds: [FLUSH_MAIL],
      payload: { recipientId },
    });
  }

  async function applied(count = 1) {
    const restaurant = await buildRestaurant(t, { venueName: 'Chez Marcel' });
    const job = await buildJob(t, { restaurant, title: 'Sous Chef' });
    const applications = [];
    for (let i = 0; i < count; i += 1) {
      const { applicant } = await buildApplicantWithResume(t);
      applications.push({
        applicant,
        ...(await applyToJob(t.ctx, applicant, job.id, { coverNote: '' })),
      });
    }
    // Whose mail and which applications' checks this test may run (see drainMailQueue).
    const scope = {
      people: [restaurant, ...applications.map((application) => application.applicant)],
      applications: applications.map((application) => application.id),
    };
    return { restaurant, job, applications, scope };
  }

  it('gathers applications made within minutes into one mail to the venue, after the batch delay', async () => {
    const { restaurant, applications, scope } = await applied(2);
    await drainMailQueue(t, scope);
    expect(mailsFor(smtp.received, restaurant.email)).toHaveLength(0);
    await drainMailQueue(t, scope, inMinutes(3));
    const mails = mailsFor(smtp.received, restaurant.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(subjectOf(mail)).toBe('2 new applications');
    expect(mail?.text).toContain('Test Person applied to Sous Chef');
    for (const application of applications) {
      expect(mail?.text).toContain(
        `https://brigade.example/restaurant/applications/${application.id}`,
      );
    }
    expect(mail?.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/i);
    expect(headerOf(mail, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/brigade\.example\/api\/mail\/unsubscribe\?token=[\w.%-]+>$/,
    );
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // Nothing more is due: the same applications are never mailed twice.
    await drainMailQueue(t, scope, inMinutes(10));
    expect(mailsFor(smtp.received, restaurant.email)).toHaveLength(1);
  });

  it("writes in the recipient's language and links to the exact page", async () => {
    const { restaurant, applications, scope } = await applied(1);
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, restaurant.id));
    await drainMailQueue(t, scope, inMinutes(3));
    const [mail] = mailsFor(smtp.received, restaurant.email);
    expect(subjectOf(mail)).toBe('Nouvelle candidature pour Sous Chef');
    expect(mail?.text).toContain(
      `https://brigade.example/restaurant/applications/${applications[0]?.id}`,
    );
    expect(mail?.text).toContain('lang="fr"');
  });

  it("tells the applicant of a status change, without the venue's note", async () => {
    const { restaurant, applications, scope } = await applied(1);
    const { applicant, id } = present(applications[0], 'an application');
    await changeApplicationStatus(t.ctx, restaurant, id, {
      status: 'Reviewed',
      note: 'Keep an eye on the salary ask',
    });
    await drainMailQueue(t, scope, inMinutes(3));
    const [mail] = mailsFor(smtp.received, applicant.email);
    expect(subjectOf(mail)).toBe('Your application for Sous Chef is now Reviewed');
    expect(mail?.text).toContain('Chez Marcel');
    expect(mail?.text).toContain(`https://brigade.example/applicant/applications/${id}`);
    expect(mail?.text).not.toContain('salary ask');
  });

  it('reminds the venue once of an application unanswered after 48 hours, and never of an answered one', async () => {
    const { restaurant, applications, scope } = await applied(2);
    await changeApplicationStatus(
      t.ctx,
      restaurant,
      present(applications[1], 'an application').id,
      {
        status: 'Reviewed',
        note: '',
      },
    );
    await drainMailQueue(t, scope, inMinutes(3));
    const before = mailsFor(smtp.received, restaurant.email).length;
    await drainMailQueue(t, scope, inHours(49));
    const reminders = mailsFor(smtp.received, restaurant.email).slice(before);
    expect(reminders).toHaveLength(1);
    expect(subjectOf(reminders[0])).toBe('Test Person is still waiting for an answer');
    expect(reminders[0]?.text).toContain(applications[0]?.id);
    expect(reminders[0]?.text).not.toContain(applications[1]?.id);
  });

  it('mails nothing on a topic the person turned off', async () => {
    const { restaurant } = await applied(0);
    await t.database.db.execute(sql`
      insert into mail_preferences (user_id, topic, enabled) values (${restaurant.id}, 'applications', false)`);
    const job = await buildJob(t, { restaurant });
    const { applicant } = await buildApplicantWithResume(t);
    const { id } = await applyToJob(t.ctx, applicant, job.id, { coverNote: '' });
    await drainMailQueue(t, { people: [restaurant], applications: [id] }, inHours(49));
    expect(mailsFor(smtp.received, restaurant.email)).toHaveLength(0);
  });

  it('tells the venue why an admin closed its listing, and its applicants that it closed', async () => {
    const { restaurant, job, applications, scope } = await applied(1);
    const admin = await buildUser(t, { userType: 'admin' });
    await moderateJob(
      t.ctx,
      admin,
      job.id,
      { action: 'close', reason: 'Pay below the legal minimum' },
      '10.0.0.1',
    );
    await drainMailQueue(t, scope, inMinutes(3));
    const venueMail = mailsFor(smtp.received, restaurant.email).find((mail) =>
      subjectOf(mail).includes('closed by an admin'),
    );
    expect(subjectOf(venueMail)).toBe('Your listing Sous Chef was closed by an admin');
    expect(venueMail?.text).toContain('Reason: Pay below the legal minimum');
    const [applicantMail] = mailsFor(
      smtp.received,
      present(applications[0], 'an application').applicant.email,
    );
    expect(subjectOf(applicantMail)).toBe('Sous Chef is no longer accepting applications');
  });

  it('takes no mail to a deactivated account', async () => {
    const { restaurant, scope } = await applied(1);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, restaurant.id));
    await drainMailQueue(t, scope, inMinutes(3));
    expect(mailsFor(smtp.received, restaurant.email)).toHaveLength(0);
  });

  it('keeps the mail through an SMTP outage and sends it once the server is back', async () => {
    const { restaurant, scope } = await applied(1);
    await drainWithSmtpDown(restaurant.id);
    expect(mailsFor(smtp.received, restaurant.email)).toHaveLength(0);
    // The retry comes after its backoff, through the server that is up again.
    await drainMailQueue(t, scope, inMinutes(10));
    expect(mailsFor(smtp.received, restaurant.email)).toHaveLength(1);
  });

  it('gives up after the last attempt and counts the failure on the admin dashboard', async () => {
    const { restaurant } = await applied(1);
    const before = (await readOverview(t.ctx, 'UTC')).mailFailures;
    await t.database.db.execute(sql`
      update queued_work set max_attempts = 1
      where state = 'pending' and payload->>'recipientId' = ${restaurant.id}`);
    await drainWithSmtpDown(restaurant.id);
    expect((await readOverview(t.ctx, 'UTC')).mailFailures).toBe(before + 1);
  });

  it("turns the topic off from the mail's own one-click link (RFC 8058), without a cookie", async () => {
    const { restaurant, scope } = await applied(1);
    await drainMailQueue(t, scope, inMinutes(3));
    const header = headerOf(mailsFor(smtp.received, restaurant.email)[0], 'List-Unsubscribe');
    const url = new URL(/^<(.+)>$/.exec(header ?? '')?.[1] ?? 'http://missing');
    const response = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ topic: 'applications' });

    // The next application to that venue is mailed to nobody.
    const job = await buildJob(t, { restaurant });
    const { applicant } = await buildApplicantWithResume(t);
    const { id } = await applyToJob(t.ctx, applicant, job.id, { coverNote: '' });
    await drainMailQueue(t, { people: [restaurant], applications: [id] }, inMinutes(3));
    expect(mailsFor(smtp.received, restaurant.email)).toHaveLength(1);
  });
});
