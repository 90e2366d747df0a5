import { describe, expect, it } from 'vitest';
import { sessionCookieOf, signedInUser, uniqueEmail } from './support/accounts.ts';
import { buildApplicantWithResume } from './support/resumes.ts';
import { multipartBody, buildPng } from './support/sample-files.ts';
import { uniqueIp, useTestApp } from './support/test-app.ts';

const UNSTORABLE =
  'This text holds a character that cannot be stored (such as a null character). Please remove it.';

/**
 * What a careless or hostile client sends gets a 400 with the error envelope, never a 500:
 * fields of the wrong type, text PostgreSQL cannot store, oversized addresses, broken multipart.
 */
describe('bad input', () => {
  const t = useTestApp();
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
      remoteAddress: uniqueIp(),
    });
  const expect400 = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: expect.any(String) } });
  };

  it.each([
    ['/api/auth/sign-up', { email: 42, password: ['x'], firstName: {}, lastName: true }],
    ['/api/auth/sign-up', { email: 'a@b.co', password: 12345678, firstName: 'A', lastName: 'B' }],
    ['/api/auth/sign-in', { email: ['a@b.co'], password: 'Brigade!2026' }],
    ['/api/auth/sign-in', { email: 'a@b.co', password: { length: 9 } }],
    ['/api/auth/sign-in', 'just a string'],
    ['/api/auth/sign-in', null],
    ['/api/auth/forgot-password', { email: 7 }],
  ])('refuses fields of the wrong type on %s', async (url, body) => {
    expect400(await post(url, body));
  });

  it('refuses wrong types on the admin create-admin form too', async () => {
    const admin = await signedInUser(t, 'admin');
    const response = await post(
      '/api/admin/users',
      { email: uniqueEmail('admin'), password: 123, firstName: [], lastName: null },
      { cookie: admin.cookie },
    );
    expect400(response);
  });

  it.each([
    [
      'a NUL in a field',
      '/api/contact',
      {
        name: 'Sam\u0000',
        email: 'sam@example.com',
        topic: 'other',
        message: 'Hello there, kitchen!',
      },
      'name',
    ],
    [
      'a lone surrogate in an e-mail',
      '/api/auth/sign-in',
      { email: 'sam\ud800@example.com', password: 'x' },
      'email',
    ],
    ['a lone low surrogate', '/api/auth/forgot-password', { email: '\udc00@example.com' }, 'email'],
    ['a NUL in a key', '/api/auth/sign-in', { 'email\u0000': 'x', password: 'y' }, '_'],
  ])('refuses %s with a message naming the field', async (_, url, body, field) => {
    const response = await post(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toEqual({
      key: 'validation.unstorableText',
      message: UNSTORABLE,
    });
  });

  it('refuses a NUL in a query string and in a route parameter', async () => {
    for (const url of ['/api/jobs?q=chef%00', '/api/jobs/%00']) {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: uniqueIp() });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
  });

  it('refuses a file name that cannot be stored, on multipart and on tus', async () => {
    const { applicant } = await buildApplicantWithResume(t);
    const cookie = await sessionCookieOf(t, applicant);
    const { payload, headers } = multipartBody('me\u0000.png', 'image/png', buildPng(8, 8));
    const picture = await t.app.inject({
      method: 'POST',
      url: '/api/profile/picture',
      payload,
      headers: { ...headers, cookie },
      remoteAddress: uniqueIp(),
    });
    expect(picture.statusCode).toBe(400);
    expect(picture.json().error.fields.fileName.key).toBe('validation.unstorableText');

    const tus = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '100',
        'upload-metadata': `filename ${Buffer.from('menu\u0000.pdf').toString('base64')},filetype ${Buffer.from('application/pdf').toString('base64')}`,
        cookie,
      },
      remoteAddress: uniqueIp(),
    });
    expect(tus.statusCode).toBe(400);
    expect(tus.json().error.fields.filename.key).toBe('validation.unstorableText');
  });

  it('answers what the router itself refuses in the envelope, with the security headers', async () => {
    for (const url of ['/api/jobs/%E0%A4%zz', `/api/jobs/${'a'.repeat(200)}`]) {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: uniqueIp() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'bad_request', message: 'The request could not be understood.' },
      });
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    }
  });

  it('refuses e-mail addresses longer than any mailbox can be, before counting them', async () => {
    const email = `${'a'.repeat(2700)}@example.com`;
    for (const [url, body] of [
      ['/api/auth/sign-in', { email, password: 'Brigade!2026' }],
      ['/api/auth/forgot-password', { email }],
      ['/api/contact', { name: 'Sam', email, topic: 'other', message: 'Hello there, kitchen!' }],
    ] as const) {
      const response = await post(url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.email.message).toBe('Invalid email format');
    }
  });

  it.each([
    ['no boundary in the body', (body: Buffer) => body.subarray(0, 40)],
    ['a body cut in the middle of the file', (body: Buffer) => body.subarray(0, body.length - 60)],
    ['garbage', () => Buffer.from('this is not multipart at all')],
  ])('answers 400 to a malformed multipart body (%s)', async (_, mangle) => {
    const { applicant } = await buildApplicantWithResume(t);
    const cookie = await sessionCookieOf(t, applicant);
    for (const url of ['/api/profile/picture', '/api/resume/cv']) {
      const { payload, headers } = multipartBody('me.png', 'image/png', buildPng(64, 64));
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: mangle(payload),
        headers: { ...headers, cookie },
        remoteAddress: uniqueIp(),
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json().error.code).toBe('bad_request');
    }
  });
});
