import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { fileMaxBytes } from '@brigade/shared/constants';
import { loadConfig } from '../src/config/env.ts';
import { securityEvents } from '../src/db/schema/security-events.ts';
import { signedInUser } from './support/accounts.ts';
import {
  buildPng,
  gif,
  jpeg,
  multipartBody,
  webp,
  windowsProgram,
} from './support/sample-files.ts';
import { uniqueIp, useTestApp } from './support/test-app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'brigade-pictures-'));
const filesDir = join(dataDir, 'files');
const png = buildPng();

describe('profile pictures', () => {
  const t = useTestApp({ config: loadConfig({ DATA_DIR: dataDir }) });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const upload = (cookie: string, fileName: string, type: string, data: Buffer) => {
    const body = multipartBody(fileName, type, data);
    return t.app.inject({
      method: 'POST',
      url: '/api/profile/picture',
      payload: body.payload,
      headers: { ...body.headers, cookie },
      remoteAddress: uniqueIp(),
    });
  };
  const remove = (cookie: string) =>
    t.app.inject({ method: 'DELETE', url: '/api/profile/picture', headers: { cookie } });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const storedFiles = async (userId: string) =>
    (await readdir(join(filesDir, 'profile-pictures', userId)).catch(() => [])).sort();
  const leftoverTmp = async () => readdir(join(filesDir, '.tmp')).catch(() => []);

  it('needs a signed-in user', async () => {
    expect((await upload('', 'me.png', 'image/png', png)).statusCode).toBe(401);
    expect((await remove('')).statusCode).toBe(401);
  });

  it.each([
    ['me.jpg', 'image/jpeg', jpeg, 'jpg'],
    ['me.png', 'image/png', png, 'png'],
    ['me.gif', 'image/gif', gif, 'gif'],
    ['me.webp', 'image/webp', webp, 'webp'],
  ])(
    'stores %s at profile-pictures/{userId}/profile.{ext} and saves its URL',
    async (name, type, data, ext) => {
      const { user, cookie } = await signedInUser(t);
      const response = await upload(cookie, name, type, data);
      expect(response.statusCode).toBe(200);
      const { photoURL } = response.json().user;
      expect(photoURL).toMatch(
        new RegExp(`^/files/profile-pictures/${user.id}/profile\\.${ext}\\?v=\\d+$`),
      );
      expect(await storedFiles(user.id)).toEqual([`profile.${ext}`]);
      const session = await get('/api/auth/session', { cookie });
      expect(session.json().user.photoURL).toBe(photoURL);

      const served = await get(photoURL);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(data)).toBe(true);
      expect(served.headers['content-type']).toBe(type);
    },
  );

  it('serves the picture publicly with safe headers, and answers 304 when unchanged', async () => {
    const { cookie } = await signedInUser(t);
    const { photoURL } = (await upload(cookie, 'me.png', 'image/png', png)).json().user;
    const served = await get(photoURL); // no cookie: pictures are public
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline; filename="profile.png"',
      'cache-control': 'public, max-age=86400',
      'content-length': String(png.length),
    });
    const lastModified = String(served.headers['last-modified']);
    const again = await get(photoURL, { 'if-modified-since': lastModified });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('accepts exactly 10 MB and refuses one byte more with the spec message (413)', async () => {
    const { user, cookie } = await signedInUser(t);
    const exact = Buffer.concat([png, Buffer.alloc(fileMaxBytes - png.length)]);
    expect((await upload(cookie, 'big.png', 'image/png', exact)).statusCode).toBe(200);

    const { user: other, cookie: otherCookie } = await signedInUser(t);
    const over = await upload(otherCookie, 'big.png', 'image/png', Buffer.concat([exact, png]));
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toEqual({
      code: 'file_too_large',
      message: 'File size exceeds 10MB limit',
    });
    expect(await storedFiles(other.id)).toEqual([]);
    expect(await storedFiles(user.id)).toEqual(['profile.png']);
    expect(await leftoverTmp()).toEqual([]);
  });

  it.each([
    ['a PDF', 'cv.pdf', 'application/pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')],
    ['text renamed .png', 'notes.png', 'image/png', Buffer.from('just some notes, not a picture')],
    [
      'an SVG',
      'logo.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ],
  ])("refuses %s with 'File type not allowed' (415)", async (_label, name, type, data) => {
    const { user, cookie } = await signedInUser(t);
    const response = await upload(cookie, name, type, data);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toEqual({
      code: 'file_type_not_allowed',
      message: 'File type not allowed',
    });
    expect(await storedFiles(user.id)).toEqual([]);
  });

  it('refuses an empty file', async () => {
    const { cookie } = await signedInUser(t);
    const response = await upload(cookie, 'me.png', 'image/png', Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('This file is empty.');
  });

  const unsafeEvents = (userId: string) =>
    t.database.db
      .select()
      .from(securityEvents)
      .where(
        and(eq(securityEvents.userId, userId), eq(securityEvents.type, 'unsafe_upload_refused')),
      );

  it('refuses a program renamed .png by its bytes, for security reasons, and logs it', async () => {
    const { user, cookie } = await signedInUser(t);
    const response = await upload(cookie, 'holiday.png', 'image/png', windowsProgram);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toEqual({
      code: 'file_type_unsafe',
      message: 'File type not allowed for security reasons',
    });
    expect(await storedFiles(user.id)).toEqual([]);
    const [event] = await unsafeEvents(user.id);
    expect(event).toMatchObject({
      severity: 'high',
      details: {
        reason: 'executable_content',
        fileName: 'holiday.png',
        detectedType: 'application/x-msdownload',
      },
    });
  });

  it('refuses an executable name even with picture bytes, and logs it', async () => {
    const { user, cookie } = await signedInUser(t);
    const response = await upload(cookie, 'holiday.png.exe', 'image/png', png);
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe('File type not allowed for security reasons');
    const [event] = await unsafeEvents(user.id);
    expect(event).toMatchObject({ severity: 'medium', details: { reason: 'executable_name' } });
  });

  // The spec's eight executable endings, each with the type a browser declares for it (or none).
  it.each([
    ['holiday.exe', 'application/x-msdownload'],
    ['holiday.bat', 'application/x-msdos-program'],
    ['holiday.cmd', ''],
    ['holiday.scr', 'application/x-msdownload'],
    ['holiday.pif', 'application/octet-stream'],
    ['holiday.com', 'application/x-msdos-program'],
    ['holiday.js', 'text/javascript'],
    ['holiday.jar', 'application/java-archive'],
  ])('refuses %s (declared %j) for security reasons, not as a mere type', async (name, type) => {
    const { user, cookie } = await signedInUser(t);
    const response = await upload(cookie, name, type, windowsProgram);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: { code: 'file_type_unsafe', message: 'File type not allowed for security reasons' },
    });
    expect(await storedFiles(user.id)).toEqual([]);
    const [event] = await unsafeEvents(user.id);
    expect(event).toMatchObject({ details: { reason: 'executable_name', fileName: name } });
  });

  it('takes the stored type from the bytes, not the name: a PNG named .jpg is stored as .png', async () => {
    const { user, cookie } = await signedInUser(t);
    const response = await upload(cookie, 'me.jpg', 'image/jpeg', png);
    expect(response.statusCode).toBe(200);
    expect(await storedFiles(user.id)).toEqual(['profile.png']);
  });

  it('replaces the picture: the old file of another type is removed, the URL changes', async () => {
    const { user, cookie } = await signedInUser(t);
    const first = (await upload(cookie, 'me.png', 'image/png', png)).json().user.photoURL;
    const second = (await upload(cookie, 'me.webp', 'image/webp', webp)).json().user.photoURL;
    expect(second).not.toBe(first);
    expect(await storedFiles(user.id)).toEqual(['profile.webp']);
    expect((await get(first)).statusCode).toBe(404);
    expect((await get(second)).statusCode).toBe(200);
  });

  it('removes the picture: photoURL null, file gone', async () => {
    const { user, cookie } = await signedInUser(t);
    const { photoURL } = (await upload(cookie, 'me.gif', 'image/gif', gif)).json().user;
    const response = await remove(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, photoURL: null });
    expect(await storedFiles(user.id)).toEqual([]);
    expect((await get(photoURL)).statusCode).toBe(404);
  });

  it('removes the picture with the account', async () => {
    const { user, cookie } = await signedInUser(t);
    await upload(cookie, 'me.png', 'image/png', png);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: user.password },
      headers: { cookie },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(204);
    expect(await storedFiles(user.id)).toEqual([]);
  });

  it('answers 404 for anything that is not a stored picture, traversal attempts included', async () => {
    const { user } = await signedInUser(t);
    for (const url of [
      `/files/profile-pictures/${user.id}/profile.png`,
      `/files/profile-pictures/${user.id}/profile.exe`,
      `/files/profile-pictures/${user.id}/..%2F..%2F..%2Fpgdata%2FPG_VERSION`,
      '/files/profile-pictures/..%2F..%2Fpgdata/profile.png',
      '/files/profile-pictures/../../pgdata/profile.png',
      '/files/.tmp/whatever',
      '/files/anything-else',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe('not_found');
    }
  });

  it('refuses a cross-site upload and a request that is not multipart', async () => {
    const { cookie } = await signedInUser(t);
    const body = multipartBody('me.png', 'image/png', png);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/profile/picture',
      payload: body.payload,
      headers: { ...body.headers, cookie, origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(crossSite.statusCode).toBe(403);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/profile/picture',
      payload: { file: 'me.png' },
      headers: { cookie },
    });
    expect(json.statusCode).toBe(400);
  });

  it('limits picture changes per account (5 a minute)', async () => {
    const { cookie } = await signedInUser(t);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await upload(cookie, 'me.png', 'image/png', png)).statusCode).toBe(200);
    }
    const refused = await upload(cookie, 'me.png', 'image/png', png);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
