import type { ApplicationAttachmentsAnswer } from '@brigade/shared/applications/application-attachments';
import { maxAttachmentsPerApplication } from '@brigade/shared/applications/application-attachments';
import { apiPaths } from '@brigade/shared/routes';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/db/schema/applications.ts';
import { applyToJob } from '../../src/services/applications/apply-to-job.ts';
import { sessionCookieOf, signedInUser, STRONG_PASSWORD } from '../support/accounts.ts';
import { buildJob } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { plainText } from '../support/sample-files.ts';
import { call, seedFile, useFilesTestApp, type Person } from '../files/stored-file-fixtures.ts';

describe('files attached to an application', () => {
  const t = useFilesTestApp();
  let applicant: Person;
  let restaurant: Person;
  let otherRestaurant: Person;
  let stranger: Person;
  let admin: Person;
  let applicationId: string;

  /** An applicant with a resume who applied to a job of a restaurant of its own. */
  const applied = async (): Promise<{
    applicationId: string;
    applicant: Person;
    restaurant: Person;
  }> => {
    const { applicant: user } = await buildApplicantWithResume(t);
    const job = await buildJob(t);
    const { id } = await applyToJob(t.ctx, user, job.id, { coverNote: '' });
    return {
      applicationId: id,
      applicant: { user, cookie: await sessionCookieOf(t, user) },
      restaurant: {
        user: { ...job.restaurant, password: STRONG_PASSWORD },
        cookie: await sessionCookieOf(t, job.restaurant),
      },
    };
  };

  beforeAll(async () => {
    ({ applicationId, applicant, restaurant } = await applied());
    ({ restaurant: otherRestaurant } = await applied());
    stranger = await signedInUser(t);
    admin = await signedInUser(t, 'admin');
  });

  const attach = (who: Person | null, fileId: string, id = applicationId) =>
    call(t, 'POST', apiPaths.applicationAttachments(id), who, { fileId });
  const list = (who: Person | null, id = applicationId) =>
    call(t, 'GET', apiPaths.applicationAttachments(id), who);
  const download = (who: Person | null, fileId: string) =>
    call(t, 'GET', apiPaths.files.download(fileId), who);

  it('lets the restaurant of the application read an attached file, and nobody else', async () => {
    const cv = await seedFile(t, applicant, { fileName: 'cv.pdf' });
    expect((await download(restaurant, cv.id)).statusCode).toBe(404);

    const answer = await attach(applicant, cv.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<ApplicationAttachmentsAnswer>()).toMatchObject({
      canEdit: true,
      items: [{ fileId: cv.id, fileName: 'cv.pdf', fileType: 'application/pdf' }],
    });

    expect((await download(restaurant, cv.id)).statusCode).toBe(200);
    expect((await call(t, 'GET', apiPaths.files.file(cv.id), restaurant)).statusCode).toBe(200);
    // Reading is all the attachment gives.
    const edit = await call(t, 'PATCH', apiPaths.files.file(cv.id), restaurant, {
      description: 'Mine now',
    });
    expect(edit.statusCode).toBe(404);
    expect((await call(t, 'DELETE', apiPaths.files.file(cv.id), restaurant)).statusCode).toBe(404);
    for (const who of [otherRestaurant, stranger, null]) {
      expect((await download(who, cv.id)).statusCode).toBe(404);
    }
  });

  it('shows the list to the applicant, the restaurant and admins; 404 to others', async () => {
    const certificate = await seedFile(t, applicant, {
      fileName: 'food-hygiene.txt',
      declaredType: 'text/plain',
      bytes: plainText,
    });
    await attach(applicant, certificate.id);
    for (const who of [applicant, restaurant, admin]) {
      const answer = await list(who);
      expect(answer.statusCode).toBe(200);
      const names = answer.json<ApplicationAttachmentsAnswer>().items.map((item) => item.fileName);
      expect(names).toContain('food-hygiene.txt');
    }
    expect((await list(restaurant)).json<ApplicationAttachmentsAnswer>().canEdit).toBe(false);
    expect((await list(otherRestaurant)).statusCode).toBe(404);
    expect((await list(stranger)).statusCode).toBe(404);
    expect((await list(null)).statusCode).toBe(401);
  });

  it('attaches only my own files, only as the applicant', async () => {
    const othersFile = await seedFile(t, stranger);
    expect((await attach(applicant, othersFile.id)).statusCode).toBe(404);
    const mine = await seedFile(t, applicant);
    expect((await attach(restaurant, mine.id)).statusCode).toBe(403);
    expect((await attach(admin, mine.id)).statusCode).toBe(403);
    expect((await attach(stranger, mine.id)).statusCode).toBe(404);
    expect((await attach(null, mine.id)).statusCode).toBe(401);
    const invalid = await attach(applicant, 'not-a-file');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it('detaching takes the restaurant’s access away; the file stays mine', async () => {
    const file = await seedFile(t, applicant, { fileName: 'reference.pdf' });
    await attach(applicant, file.id);
    expect((await download(restaurant, file.id)).statusCode).toBe(200);
    const detach = (who: Person) =>
      call(t, 'DELETE', apiPaths.applicationAttachment(applicationId, file.id), who);
    expect((await detach(restaurant)).statusCode).toBe(403);
    expect((await detach(applicant)).statusCode).toBe(200);
    expect((await detach(applicant)).statusCode).toBe(404);
    expect((await download(restaurant, file.id)).statusCode).toBe(404);
    expect((await download(applicant, file.id)).statusCode).toBe(200);
  });

  it('deleting the file removes the attachment', async () => {
    const file = await seedFile(t, applicant, { fileName: 'old-cv.pdf' });
    await attach(applicant, file.id);
    expect((await call(t, 'DELETE', apiPaths.files.file(file.id), applicant)).statusCode).toBe(204);
    const names = (await list(applicant))
      .json<ApplicationAttachmentsAnswer>()
      .items.map((item) => item.fileName);
    expect(names).not.toContain('old-cv.pdf');
  });

  it(`holds at most ${maxAttachmentsPerApplication} files; attaching one again changes nothing`, async () => {
    const own = await applied();
    const files = [];
    for (let i = 0; i < maxAttachmentsPerApplication; i += 1) {
      files.push(await seedFile(t, own.applicant, { fileName: `certificate-${i}.pdf` }));
    }
    for (const file of files) {
      expect((await attach(own.applicant, file.id, own.applicationId)).statusCode).toBe(200);
    }
    const [first] = files;
    if (!first) throw new Error('no files seeded');
    const again = await attach(own.applicant, first.id, own.applicationId);
    expect(again.statusCode).toBe(200);
    expect(again.json<ApplicationAttachmentsAnswer>().items).toHaveLength(
      maxAttachmentsPerApplication,
    );
    const extra = await seedFile(t, own.applicant, { fileName: 'one-too-many.pdf' });
    const refused = await attach(own.applicant, extra.id, own.applicationId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'attachments_full' } });
  });

  it('a withdrawn application takes no more files', async () => {
    const own = await applied();
    const file = await seedFile(t, own.applicant);
    await t.database.db
      .update(applications)
      .set({ status: 'Withdrawn' })
      .where(eq(applications.id, own.applicationId));
    const refused = await attach(own.applicant, file.id, own.applicationId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'attachments_closed' } });
    expect((await list(own.applicant, own.applicationId)).json()).toMatchObject({
      canEdit: false,
    });
  });
});
