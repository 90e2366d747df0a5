import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resumes } from '../../src/db/schema/resumes.ts';
import { mailEvents } from '../../src/db/schema/mail-notifications.ts';
import { sendCertificateReminders } from '../../src/services/resumes/certificate-reminders.ts';
import { sessionCookieOf, signedInUser } from '../support/accounts.ts';
import { buildJob } from '../support/jobs.ts';
import { resumeDefaults } from '../support/resumes.ts';
import { useTestApp } from '../support/test-app.ts';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** Issue 16 part 3, the certificate wallet: kinds, states and the reminders before expiry. */
describe('the certificate wallet', () => {
  const t = useTestApp();

  async function withCertificates(certifications: object[]) {
    const { user, cookie } = await signedInUser(t, 'applicant');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/resume',
      headers: { cookie },
      payload: { ...resumeDefaults, certifications },
    });
    return { user, cookie, response };
  }
  const reminders = async (cookie: string) =>
    (
      (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } })).json()
        .items as { id: string; kind: string; params: Record<string, string> }[]
    ).filter((item) => item.kind === 'certificate_expiring');

  it('keeps each certificate’s kind; Other needs a name', async () => {
    const refused = await withCertificates([{ kind: 'other', name: '', expiresOn: '' }]);
    expect(refused.response.statusCode).toBe(400);
    expect(JSON.stringify(refused.response.json().error.fields)).toContain(
      'validation.certificationNameRequired',
    );
    const { response } = await withCertificates([
      { kind: 'food_hygiene', name: 'Level 2', expiresOn: inDays(200) },
      { kind: 'first_aid', expiresOn: '' },
      { kind: 'other', name: 'Barista skills', expiresOn: '' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().resume.certifications).toMatchObject([
      { kind: 'food_hygiene', name: 'Level 2', expiresOn: inDays(200), fileId: '', document: null },
      { kind: 'first_aid', name: '', expiresOn: '' },
      { kind: 'other', name: 'Barista skills', expiresOn: '' },
    ]);
  });

  it('reads certificates saved before kinds as Other', async () => {
    const { user, cookie } = await withCertificates([]);
    await t.database.db
      .update(resumes)
      .set({ certifications: [{ name: 'Personal licence', expiresOn: '' }] })
      .where(eq(resumes.applicantId, user.id));
    const resume = await t.app.inject({ method: 'GET', url: '/api/resume', headers: { cookie } });
    expect(resume.json().resume.certifications).toMatchObject([
      { kind: 'other', name: 'Personal licence', expiresOn: '' },
    ]);
  });

  it('reminds the holder 30 days before expiry, and again 7 days before', async () => {
    const { cookie, user } = await withCertificates([
      { kind: 'food_hygiene', name: '', expiresOn: inDays(20) },
      { kind: 'first_aid', name: '', expiresOn: inDays(90) },
    ]);
    const month = await reminders(cookie);
    expect(month).toHaveLength(1);
    expect(month[0]?.params).toEqual({
      certificateKind: 'food_hygiene',
      certificateName: '',
      expiresOn: inDays(20),
    });

    await t.database.db
      .update(resumes)
      .set({ certifications: [{ kind: 'food_hygiene', name: '', expiresOn: inDays(5) }] })
      .where(eq(resumes.applicantId, user.id));
    const week = await reminders(cookie);
    expect(week).toHaveLength(1);
    // A new notification (unread again), not the month's.
    expect(week[0]?.id).not.toBe(month[0]?.id);
    expect(week[0]?.id).toMatch(/:7$/);
  });

  it('mails the holder once at 30 days and once at 7, whatever the number of sweeps', async () => {
    const { user } = await withCertificates([
      { kind: 'alcohol_service', name: 'Personal licence', expiresOn: inDays(25) },
      { kind: 'first_aid', name: '', expiresOn: inDays(60) },
    ]);
    const events = async () =>
      (
        await t.database.db
          .select({ type: mailEvents.type, payload: mailEvents.payload })
          .from(mailEvents)
          .where(eq(mailEvents.recipientId, user.id))
          // In the order they were made (without it, PostgreSQL may return an updated row last).
          .orderBy(mailEvents.createdAt)
      ).filter((event) => event.type === 'certificate_expiring');
    await sendCertificateReminders(t.ctx);
    await sendCertificateReminders(t.ctx);
    expect((await events()).map((event) => event.payload)).toEqual([
      {
        kind: 'alcohol_service',
        name: 'Personal licence',
        expiresOn: inDays(25),
        days: 30,
      },
    ]);
    // Three weeks on: the week's reminder, once.
    await sendCertificateReminders(t.ctx, new Date(Date.now() + 20 * DAY));
    await sendCertificateReminders(t.ctx, new Date(Date.now() + 21 * DAY));
    expect((await events()).map((event) => event.payload.days)).toEqual([30, 7]);
  });

  it('shows the venue which certificates its listing needs the applicant holds', async () => {
    const job = await buildJob(t, {
      requiredCertificates: ['first_aid', 'food_hygiene', 'alcohol_service', 'first_aid'],
    });
    const page = await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` });
    expect(page.json().requiredCertificates).toEqual([
      'food_hygiene',
      'alcohol_service',
      'first_aid',
    ]);
    const { cookie } = await withCertificates([
      { kind: 'food_hygiene', name: 'Level 2', expiresOn: inDays(100) },
      { kind: 'alcohol_service', name: '', expiresOn: inDays(-3) },
    ]);
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/applications`,
      headers: { cookie },
      payload: {},
    });
    const venueCookie = await sessionCookieOf(t, job.restaurant);
    const application = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${applied.json().id}`,
      headers: { cookie: venueCookie },
    });
    expect(application.json().requiredCertificates).toEqual([
      { kind: 'food_hygiene', state: 'valid' },
      { kind: 'alcohol_service', state: 'expired' },
      { kind: 'first_aid', state: 'missing' },
    ]);
  });
});
