import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applyInput, statusChangeInput } from '@brigade/shared/applications/application-input';
import { profileInput } from '@brigade/shared/profile';
import { securityEvents } from '../../src/db/schema/security-events.ts';
import { applyToJob } from '../../src/services/applications/apply-to-job.ts';
import { changeApplicationStatus } from '../../src/services/applications/change-application-status.ts';
import { saveApplicationNotes } from '../../src/services/applications/save-application-notes.ts';
import { saveProfile } from '../../src/services/profiles/profile-service.ts';
import { saveProfilePicture } from '../../src/services/profiles/save-profile-picture.ts';
import { saveResumeCv } from '../../src/services/resumes/resume-cv.ts';
import { saveJob } from '../../src/services/saved-jobs/save-job.ts';
import { jobAlertInput } from '@brigade/shared/jobs/job-alerts';
import { createJobAlert } from '../../src/services/job-alerts/create-job-alert.ts';
import { seedFile, useFilesTestApp, type FilesTestApp } from '../files/stored-file-fixtures.ts';
import { openConversation, send, withCookie } from '../messaging/messaging-fixtures.ts';
import { signedInUser } from '../support/accounts.ts';
import { buildJob, buildRestaurant } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { buildPng, pdf, plainText } from '../support/sample-files.ts';
import { uniqueIp } from '../support/test-app.ts';
import { unzip } from './unzip.ts';

type Json = Record<string, unknown> & {
  account: Record<string, unknown>;
  applications: Record<string, unknown>[];
  messages: Record<string, unknown>[];
  securityEvents: { type: string }[];
  files: Record<string, unknown>[];
};

const picture = buildPng(3, 3, [20, 120, 200]);

/**
 * Ana (an applicant with a profile, resume, CV, picture and two files) applied to a restaurant's
 * job; the restaurant moved her application with a note, keeps private notes on it, and they
 * exchanged messages. Ben applied to the same job and wrote to the restaurant too.
 */
async function hiringScene(t: FilesTestApp) {
  const restaurant = await withCookie(t, await buildRestaurant(t, { country: 'FR' }));
  // A venue in the EU publishes with its pay (EU pay transparency).
  const job = await buildJob(t, { restaurant, title: 'Sous Chef', salary: 14 });
  const { applicant } = await buildApplicantWithResume(t, {
    experience: [
      { role: 'Commis', venue: 'Le Petit Zinc', from: '2019-01', to: '2021-06', description: '' },
    ],
    certifications: [{ name: 'Food hygiene level 2', expiresOn: '2027-05-31' }],
  });
  const ana = await withCookie(t, applicant);
  await saveProfile(
    t.ctx,
    ana,
    profileInput.parse({
      firstName: 'Ana',
      lastName: 'Lopez',
      phone: '+33 6 12 34 56 78',
      headline: 'Line cook',
      city: 'Lyon',
    }),
  );
  const ip = uniqueIp();
  const upload = (fileName: string, declaredType: string, bytes: Buffer) => ({
    fileName,
    declaredType,
    stream: Readable.from([bytes]),
  });
  await saveProfilePicture(t.ctx, ana, upload('me.png', 'image/png', picture), ip);
  await saveResumeCv(t.ctx, ana, upload('Ana CV.pdf', 'application/pdf', pdf), ip);
  const anaPerson = { user: ana, cookie: ana.cookie };
  await seedFile(t, anaPerson, { fileName: 'menu.pdf' });
  await seedFile(t, anaPerson, {
    fileName: 'menu.txt',
    declaredType: 'text/plain',
    bytes: plainText,
  });

  const application = await applyToJob(
    t.ctx,
    ana,
    job.id,
    applyInput.parse({ coverNote: 'I love a busy pass.' }),
  );
  await changeApplicationStatus(
    t.ctx,
    restaurant,
    application.id,
    statusChangeInput.parse({ status: 'Reviewed', note: 'Strong grill experience.' }),
  );
  await saveApplicationNotes(t.ctx, restaurant, application.id, 'PRIVATE: ask about Sundays');
  const conversation = await openConversation(t, restaurant, ana, application.id);
  await send(t, restaurant, conversation, 'Trial shift on Friday?');
  await send(t, ana, conversation, 'Yes, see you at 10.');

  const { applicant: benUser } = await buildApplicantWithResume(t);
  const ben = await withCookie(t, benUser);
  await applyToJob(t.ctx, ben, job.id, applyInput.parse({ coverNote: 'BEN-COVER-NOTE' }));
  const benConversation = await openConversation(t, ben, restaurant);
  await send(t, ben, benConversation, 'BEN-MESSAGE to the restaurant');
  return { restaurant, ana, ben, job, applicationId: application.id };
}

describe('GET /api/account/data-export', () => {
  const t = useFilesTestApp();
  const download = (cookie: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/account/data-export',
      headers: cookie ? { cookie } : {},
      remoteAddress: uniqueIp(),
    });
  const exportOf = async (cookie: string) => {
    const response = await download(cookie);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const entries = await unzip(response.rawPayload);
    const text = entries.get('brigade-data.json')?.toString('utf8') ?? '';
    return { response, entries, text, json: JSON.parse(text) as Json };
  };

  it('needs a signed-in user', async () => {
    const response = await download('');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('gives an applicant a dated zip of their data and their files, byte for byte', async () => {
    const { ana, ben, restaurant, applicationId } = await hiringScene(t);
    const { response, entries, text, json } = await exportOf(ana.cookie);

    const date = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(
      `attachment; filename="brigade-data-${date}.zip"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect([...entries.keys()].sort()).toEqual([
      'brigade-data.json',
      'files/cv/Ana CV.pdf',
      'files/my-files/menu.pdf',
      'files/my-files/menu.txt',
      'files/profile-picture/profile.png',
      'resume.json',
    ]);
    expect(entries.get('files/cv/Ana CV.pdf')?.equals(pdf)).toBe(true);
    expect(entries.get('files/my-files/menu.pdf')?.equals(pdf)).toBe(true);
    expect(entries.get('files/my-files/menu.txt')?.equals(plainText)).toBe(true);
    expect(entries.get('files/profile-picture/profile.png')?.equals(picture)).toBe(true);

    expect(json.account).toMatchObject({
      id: ana.id,
      email: ana.email,
      userType: 'applicant',
      firstName: 'Ana',
      language: null,
    });
    expect(json.profile).toMatchObject({ phone: '+33612345678', city: 'Lyon' });
    expect(json.signInMethods).toEqual([{ provider: 'credential', createdAt: expect.any(String) }]);
    expect(json.resume).toMatchObject({
      basics: { name: 'Ana Lopez', email: ana.email, location: { city: 'Lyon' } },
      work: [{ name: 'Le Petit Zinc', position: 'Commis', startDate: '2019-01' }],
      certificates: [{ name: 'Food hygiene level 2', expiresOn: '2027-05-31' }],
    });
    expect(JSON.parse(entries.get('resume.json')?.toString('utf8') ?? '')).toEqual(json.resume);
    expect(json.resumeDetails).toMatchObject({
      roles: ['cook', 'chef'],
      cv: { fileName: 'Ana CV.pdf', fileType: 'application/pdf' },
    });

    expect(json.applications).toHaveLength(1);
    const [application] = json.applications;
    expect(application).toMatchObject({
      id: applicationId,
      job: { title: 'Sous Chef' },
      status: 'Reviewed',
      coverNote: 'I love a busy pass.',
    });
    expect(application).not.toHaveProperty('notes');
    expect(application).not.toHaveProperty('applicant');
    expect(application?.timeline).toMatchObject([
      { kind: 'applied', byMe: true },
      { kind: 'status_changed', toStatus: 'Reviewed', note: 'Strong grill experience.' },
    ]);
    expect(json.conversations).toEqual([
      expect.objectContaining({ with: { id: restaurant.id, name: 'Test Person' }, applicationId }),
    ]);
    expect(json.messages).toMatchObject([
      { direction: 'received', content: 'Trial shift on Friday?' },
      { direction: 'sent', content: 'Yes, see you at 10.' },
    ]);
    expect(json.notifications).toEqual([
      expect.objectContaining({ kind: 'new_message' }),
      expect.objectContaining({ kind: 'status_changed', params: expect.anything() }),
    ]);
    const eventTypes = json.securityEvents.map((event) => event.type);
    expect(eventTypes).toContain('sign_in_succeeded');
    expect(eventTypes.at(-1)).toBe('data_exported');
    expect(json.files.map((file) => file.path)).toEqual([
      'files/my-files/menu.pdf',
      'files/my-files/menu.txt',
      'files/cv/Ana CV.pdf',
      'files/profile-picture/profile.png',
    ]);

    // Nothing of anyone else: not Ben's application or message, nor the restaurant's notes.
    for (const foreign of [
      ben.email,
      ben.id,
      'BEN-COVER-NOTE',
      'BEN-MESSAGE',
      'PRIVATE: ask about Sundays',
      restaurant.email,
    ]) {
      expect(text).not.toContain(foreign);
    }
    // Never a secret: no password hash, session token or storage key.
    expect(text).not.toMatch(/\$argon2|"token"|"storageKey"|"cvKey"|resumes\//);
  });

  it('gives a restaurant its listings and the applications it received, with its own notes', async () => {
    const { ana, ben, restaurant, job } = await hiringScene(t);
    const { entries, text, json } = await exportOf(restaurant.cookie);

    expect([...entries.keys()]).toEqual(['brigade-data.json']);
    expect(json.resume).toBeNull();
    expect(json.jobs).toEqual([
      expect.objectContaining({ id: job.id, title: 'Sous Chef', currency: 'EUR' }),
    ]);
    // Its venue's details are the venue's (decision 024), beside the person's own profile.
    expect(json.venue).toMatchObject({ country: 'FR', currency: 'EUR' });
    expect(json.applications).toEqual([
      expect.objectContaining({
        applicant: { id: ana.id, firstName: 'Ana', lastName: 'Lopez' },
        notes: 'PRIVATE: ask about Sundays',
        coverNote: 'I love a busy pass.',
      }),
      expect.objectContaining({ applicant: expect.objectContaining({ id: ben.id }) }),
    ]);
    expect(json.messages).toHaveLength(3);
    expect(json.notifications).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'new_application' })]),
    );
    // Applicants are named, not profiled: no address, resume or file of theirs.
    for (const foreign of [ana.email, ben.email, 'Ana CV.pdf', 'menu.pdf', 'Le Petit Zinc']) {
      expect(text).not.toContain(foreign);
    }
  });

  it("lists the jobs an applicant saved, and nobody else's", async () => {
    const { user, cookie } = await signedInUser(t);
    const other = await signedInUser(t);
    const job = await buildJob(t, { title: 'Saved Sommelier' });
    await saveJob(t.ctx, user, job.id);
    await saveJob(t.ctx, other.user, (await buildJob(t, { title: 'NOT-MINE' })).id);
    const { json, text } = await exportOf(cookie);
    expect(json.savedJobs).toEqual([
      {
        jobId: job.id,
        title: 'Saved Sommelier',
        venueName: 'Chez Test',
        status: 'open',
        savedAt: expect.any(String),
      },
    ]);
    expect(text).not.toContain('NOT-MINE');
  });

  it("lists the applicant's job alerts, and nobody else's", async () => {
    const { user, cookie } = await signedInUser(t);
    const other = await signedInUser(t);
    const alertOf = (userId: string, name: string) =>
      createJobAlert(t.ctx, userId, jobAlertInput.parse({ name, query: { city: 'Leeds' } }));
    await alertOf(user.id, 'Leeds jobs');
    await alertOf(other.user.id, 'NOT-MY-ALERT');
    const { json, text } = await exportOf(cookie);
    expect(json.jobAlerts).toEqual([
      {
        id: expect.any(String),
        name: 'Leeds jobs',
        query: { city: 'Leeds' },
        frequency: 'daily',
        paused: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(text).not.toContain('NOT-MY-ALERT');
  });

  it('works for an admin too', async () => {
    const admin = await signedInUser(t, 'admin');
    const { json } = await exportOf(admin.cookie);
    expect(json.account).toMatchObject({ id: admin.user.id, userType: 'admin' });
    expect(json.applications).toEqual([]);
    expect(json.twoFactor).toMatchObject({ enabledAt: expect.any(String) });
    expect(json).not.toHaveProperty('jobs');
  });

  it('records each export as a security event and refuses a fourth within the hour', async () => {
    const { user, cookie } = await signedInUser(t);
    const exported = () =>
      t.database.db
        .select()
        .from(securityEvents)
        .where(and(eq(securityEvents.userId, user.id), eq(securityEvents.type, 'data_exported')));

    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/account/data-export',
      headers: { cookie },
    });
    expect(head.statusCode).toBe(404);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await download(cookie)).statusCode).toBe(200);
    }
    const events = await exported();
    expect(events).toHaveLength(3);
    expect(events[0]).toMatchObject({
      severity: 'medium',
      details: { userType: 'applicant', files: 0 },
    });
    expect(events[0]?.ip).toMatch(/^10\./);

    const refused = await download(cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts. Please try again later.' },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await exported()).toHaveLength(3);
  });
});
