import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { sessionCookieOf, signedInUser } from '../support/accounts.ts';
import { buildJob } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import {
  buildDocxBomb,
  buildPng,
  docx,
  multipartBody,
  pdf,
  plainZip,
  windowsProgram,
} from '../support/sample-files.ts';
import { useTestApp, type TestApp } from '../support/test-app.ts';
import { buildLyingDocxBomb } from '../files/crafted-zips.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'brigade-cv-'));

const upload = (t: TestApp, cookie: string, fileName: string, type: string, data: Buffer) => {
  const body = multipartBody(fileName, type, data);
  return t.app.inject({
    method: 'POST',
    url: '/api/resume/cv',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
};

describe('the resume’s CV', () => {
  const t = useTestApp({ config: loadConfig({ DATA_DIR: dataDir }) });

  it('is a pdf, doc or docx judged by its bytes, added to a saved resume', async () => {
    const bare = await signedInUser(t, 'applicant');
    const early = await upload(t, bare.cookie, 'cv.pdf', 'application/pdf', pdf);
    expect(early.json().error).toMatchObject({ code: 'resume_missing' });

    const { applicant } = await buildApplicantWithResume(t);
    const cookie = await sessionCookieOf(t, applicant);
    const picture = await upload(t, cookie, 'cv.png', 'image/png', buildPng());
    expect(picture.json().error.message).toBe('File type not allowed');
    const renamed = await upload(t, cookie, 'cv.pdf', 'application/pdf', windowsProgram);
    expect(renamed.json().error.message).toBe('File type not allowed for security reasons');
    const exe = await upload(t, cookie, 'cv.exe', 'application/pdf', pdf);
    expect(exe.json().error.message).toBe('File type not allowed for security reasons');
    const big = await upload(
      t,
      cookie,
      'cv.pdf',
      'application/pdf',
      Buffer.concat([pdf, Buffer.alloc(10_485_760)]),
    );
    expect(big.json().error.message).toBe('File size exceeds 10MB limit');

    const saved = await upload(t, cookie, 'Ana García CV.pdf', 'application/pdf', pdf);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().resume.cv).toMatchObject({
      fileName: 'Ana García CV.pdf',
      fileType: 'application/pdf',
      fileSize: pdf.length,
      url: `/api/resumes/${saved.json().resume.id}/cv`,
    });
    const restaurant = await signedInUser(t, 'restaurant');
    expect((await upload(t, restaurant.cookie, 'cv.pdf', 'application/pdf', pdf)).statusCode).toBe(
      403,
    );
  });

  it.each([
    ['cv.exe', 'application/x-msdownload'],
    ['cv.bat', 'application/x-msdos-program'],
    ['cv.cmd', ''],
    ['cv.scr', 'application/x-msdownload'],
    ['cv.pif', 'application/octet-stream'],
    ['cv.com', 'application/x-msdos-program'],
    ['cv.js', 'text/javascript'],
    ['cv.jar', 'application/java-archive'],
  ])('refuses %s (declared %j) for security reasons, not as a mere type', async (name, type) => {
    const { applicant } = await buildApplicantWithResume(t);
    const cookie = await sessionCookieOf(t, applicant);
    const response = await upload(t, cookie, name, type, windowsProgram);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: { code: 'file_type_unsafe', message: 'File type not allowed for security reasons' },
    });
  });

  it('judges a docx CV as a whole zip: a plain zip or a zip bomb is refused', async () => {
    const { applicant } = await buildApplicantWithResume(t);
    const cookie = await sessionCookieOf(t, applicant);
    const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const zip = await upload(t, cookie, 'cv.docx', docxType, plainZip);
    expect(zip.statusCode).toBe(415);
    const bomb = await upload(t, cookie, 'cv.docx', docxType, buildDocxBomb());
    expect(bomb.statusCode).toBe(415);
    // Its directory understating the sizes changes nothing: what it unpacks to counts.
    const lying = await upload(t, cookie, 'cv.docx', docxType, buildLyingDocxBomb());
    expect(lying.json()).toEqual({
      error: { code: 'file_type_not_allowed', message: 'File type not allowed' },
    });
    const real = await upload(t, cookie, 'cv.docx', docxType, docx);
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json().resume.cv).toMatchObject({ fileType: docxType, fileSize: docx.length });
  });

  it('downloads as an attachment for those who may read the resume, 404 for others', async () => {
    const { applicant, resume } = await buildApplicantWithResume(t, { visibility: 'private' });
    const owner = await sessionCookieOf(t, applicant);
    await upload(t, owner, 'cv.pdf', 'application/pdf', pdf);
    const url = `/api/resumes/${resume.id}/cv`;
    const own = await t.app.inject({ method: 'GET', url, headers: { cookie: owner } });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(pdf)).toBe(true);
    expect(own.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'attachment; filename=cv.pdf',
    });

    const job = await buildJob(t);
    const jobRestaurant = await sessionCookieOf(t, job.restaurant);
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { cookie: jobRestaurant } })).statusCode,
    ).toBe(404);
    await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/applications`,
      payload: {},
      headers: { cookie: owner },
    });
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { cookie: jobRestaurant } })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/resume/cv',
      headers: { cookie: owner },
    });
    expect(removed.json().resume.cv).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { cookie: owner } })).statusCode,
    ).toBe(404);
  });
});
