import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { fileMaxBytes, storageQuotaBytes } from '@brigade/shared/constants';
import type { StoredFileView } from '@brigade/shared/files/stored-file';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { loadConfig } from '../../src/config/env.ts';
import { securityEvents } from '../../src/db/schema/security-events.ts';
import { storedFiles } from '../../src/db/schema/stored-files.ts';
import { signedInUser } from '../support/accounts.ts';
import { pdf, plainText, windowsProgram } from '../support/sample-files.ts';
import { uniqueIp, useTestApp } from '../support/test-app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'brigade-uploads-'));
const uploadsDir = join(dataDir, 'uploads');
const TUS = { 'tus-resumable': '1.0.0' };
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const metadataHeader = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${base64(value)}`)
    .join(',');

describe('resumable uploads (tus)', () => {
  const t = useTestApp({ config: loadConfig({ DATA_DIR: dataDir }) });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const create = (
    cookie: string,
    metadata: Record<string, string>,
    length: number,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        ...TUS,
        'upload-length': String(length),
        'upload-metadata': metadataHeader(metadata),
        cookie,
        ...headers,
      },
      remoteAddress: uniqueIp(),
    });
  const patch = (cookie: string, location: string, offset: number, bytes: Buffer) =>
    t.app.inject({
      method: 'PATCH',
      url: location,
      headers: {
        ...TUS,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        cookie,
      },
      payload: bytes,
    });
  const head = (cookie: string, location: string) =>
    t.app.inject({ method: 'HEAD', url: location, headers: { ...TUS, cookie } });
  const terminate = (cookie: string, location: string) =>
    t.app.inject({ method: 'DELETE', url: location, headers: { ...TUS, cookie } });
  const myFiles = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/files', headers: { cookie } })).json<
      Page<StoredFileView>
    >().items;
  const started = async (cookie: string, name: string, type: string, length: number) => {
    const response = await create(cookie, { filename: name, filetype: type }, length);
    expect(response.statusCode).toBe(201);
    const location = response.headers.location as string;
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}_[0-9a-f]{32}$/);
    return location;
  };
  const temporaryFilesOf = async (location: string) => {
    const id = location.slice(location.lastIndexOf('/') + 1);
    return (await readdir(uploadsDir)).filter((name) => name.startsWith(id));
  };
  const leftovers = async () => (await readdir(uploadsDir).catch(() => [])).length;

  it('stores a file sent in two parts; HEAD shows the offset in between', async () => {
    const { cookie } = await signedInUser(t);
    const location = await started(cookie, 'Menu.PDF', 'application/pdf', pdf.length);
    const half = Math.floor(pdf.length / 2);

    const first = await patch(cookie, location, 0, pdf.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    const state = await head(cookie, location);
    expect(state.statusCode).toBe(200);
    expect(state.headers['upload-offset']).toBe(String(half));
    expect(state.headers['upload-length']).toBe(String(pdf.length));

    const last = await patch(cookie, location, half, pdf.subarray(half));
    expect(last.statusCode).toBe(200);
    const { file } = last.json<{ file: StoredFileView }>();
    expect(file).toMatchObject({
      fileName: 'Menu.PDF',
      fileType: 'application/pdf',
      fileSize: pdf.length,
      folder: 'documents',
      isOwner: true,
    });
    expect(file.path).toMatch(/^documents\/\d+-[0-9a-f]{16}\.pdf$/);
    expect((await myFiles(cookie)).map((one) => one.id)).toEqual([file.id]);
    const download = await t.app.inject({ method: 'GET', url: file.url, headers: { cookie } });
    expect(download.rawPayload.equals(pdf)).toBe(true);
    // The temporary copy is gone once the file is stored; the upload no longer exists.
    expect(await temporaryFilesOf(location)).toEqual([]);
    expect((await head(cookie, location)).statusCode).toBe(404);
  });

  it('stores a file sent whole with the request that starts it (creation-with-upload)', async () => {
    const { cookie } = await signedInUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        ...TUS,
        'upload-length': String(pdf.length),
        'upload-metadata': metadataHeader({ filename: 'Whole.pdf', filetype: 'application/pdf' }),
        'content-type': 'application/offset+octet-stream',
        cookie,
      },
      payload: pdf,
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ file: StoredFileView }>().file).toMatchObject({
      fileName: 'Whole.pdf',
      fileSize: pdf.length,
    });
    expect((await myFiles(cookie)).map((file) => file.fileName)).toContain('Whole.pdf');
    expect(await leftovers()).toBe(0);
  });

  it('resumes after an interruption from the offset the server reports', async () => {
    const { cookie } = await signedInUser(t);
    const location = await started(cookie, 'notes.txt', 'text/plain', plainText.length);
    // The connection drops after some bytes: the client does not know how many arrived.
    const sent = 9;
    expect((await patch(cookie, location, 0, plainText.subarray(0, sent))).statusCode).toBe(204);
    const offset = Number((await head(cookie, location)).headers['upload-offset']);
    expect(offset).toBe(sent);
    // A PATCH from a stale offset is refused; from the reported one it completes.
    expect((await patch(cookie, location, 0, plainText)).statusCode).toBe(409);
    const rest = await patch(cookie, location, offset, plainText.subarray(offset));
    expect(rest.statusCode).toBe(200);
    expect(rest.json<{ file: StoredFileView }>().file).toMatchObject({
      fileType: 'text/plain',
      fileSize: plainText.length,
    });
  });

  it('judges text as its parts arrive, a character or a control cut between two parts', async () => {
    const { cookie } = await signedInUser(t);
    const send = async (text: string, cutAfter: number) => {
      const bytes = Buffer.from(text, 'utf8');
      const location = await started(cookie, 'menu.txt', 'text/plain', bytes.length);
      const first = await patch(cookie, location, 0, bytes.subarray(0, cutAfter));
      expect(first.statusCode).toBe(204);
      return patch(cookie, location, cutAfter, bytes.subarray(cutAfter));
    };
    // "è" is C3 A8: the first part ends after C3.
    const accepted = await send('crème brûlée\n', 3);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<{ file: StoredFileView }>().file.fileType).toBe('text/plain');
    // U+0085 (a C1 control) is C2 85: the first part ends after C2.
    const refused = await send('ab\u0085cd\n', 3);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.code).toBe('file_type_not_allowed');
    // A tag opening the text, its `<` alone in the first part.
    expect((await send('  <html><body>hi</body></html>', 3)).statusCode).toBe(415);
    expect(await leftovers()).toBe(0);
  });

  it('puts the file in the folder the upload names', async () => {
    const { cookie } = await signedInUser(t);
    const response = await create(
      cookie,
      { filename: 'cv.pdf', filetype: 'application/pdf', folder: 'documents/cv' },
      pdf.length,
    );
    const done = await patch(cookie, response.headers.location as string, 0, pdf);
    expect(done.json<{ file: StoredFileView }>().file.path).toMatch(/^documents\/cv\/\d+-/);
  });

  it.each([
    [
      'too large',
      { filename: 'big.pdf', filetype: 'application/pdf' },
      fileMaxBytes + 1,
      413,
      'file_too_large',
      'File size exceeds 10MB limit',
    ],
    [
      'a type not allowed',
      { filename: 'page.html', filetype: 'text/html' },
      100,
      415,
      'file_type_not_allowed',
      'File type not allowed',
    ],
    [
      'an executable name',
      { filename: 'invoice.pdf.exe', filetype: 'application/pdf' },
      100,
      415,
      'file_type_unsafe',
      'File type not allowed for security reasons',
    ],
  ])(
    'refuses at the start a file %s, with the spec message',
    async (_, meta, size, status, code, message) => {
      const { cookie } = await signedInUser(t);
      const before = await leftovers();
      const response = await create(cookie, meta, size);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error: { code, message } });
      expect(response.headers.location).toBeUndefined();
      expect(await leftovers()).toBe(before);
    },
  );

  // My Files (and so application attachments, which are My Files): the spec's eight executable
  // endings, each with the type a browser declares for it (or none), get the security message.
  it.each([
    ['setup.exe', 'application/x-msdownload'],
    ['setup.bat', 'application/x-msdos-program'],
    ['setup.cmd', ''],
    ['setup.scr', 'application/x-msdownload'],
    ['setup.pif', 'application/octet-stream'],
    ['setup.com', 'application/x-msdos-program'],
    ['setup.js', 'text/javascript'],
    ['setup.jar', 'application/java-archive'],
  ])(
    'refuses at the start %s (declared %j) for security reasons, and logs it',
    async (name, type) => {
      const { user, cookie } = await signedInUser(t);
      const response = await create(cookie, { filename: name, filetype: type }, 100);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        error: { code: 'file_type_unsafe', message: 'File type not allowed for security reasons' },
      });
      expect(response.headers.location).toBeUndefined();
      const events = await t.database.db
        .select()
        .from(securityEvents)
        .where(
          and(eq(securityEvents.userId, user.id), eq(securityEvents.type, 'unsafe_upload_refused')),
        );
      expect(events).toMatchObject([{ details: { reason: 'executable_name', fileName: name } }]);
    },
  );

  it('refuses at the start a file that would not fit in my storage quota', async () => {
    const { user, cookie } = await signedInUser(t);
    // Nearly full: what is stored leaves room for less than this small file.
    await t.database.db.insert(storedFiles).values({
      userId: user.id,
      storageKey: `documents/${Date.now()}-0123456789abcdef.pdf`,
      folder: 'documents',
      fileName: 'archive.pdf',
      fileType: 'application/pdf',
      fileSize: storageQuotaBytes - pdf.length + 1,
    });
    const response = await create(
      cookie,
      { filename: 'a.pdf', filetype: 'application/pdf' },
      pdf.length,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('storage_quota_exceeded');
    expect(
      (await create(cookie, { filename: 'a.pdf', filetype: 'application/pdf' }, pdf.length - 1))
        .statusCode,
    ).toBe(201);
  });

  it('refuses a start without a file name or a length', async () => {
    const { cookie } = await signedInUser(t);
    expect((await create(cookie, { filetype: 'application/pdf' }, 10)).statusCode).toBe(400);
    const deferred = await create(cookie, { filename: 'a.pdf', filetype: 'application/pdf' }, 10, {
      'upload-length': '',
      'upload-defer-length': '1',
    });
    expect(deferred.statusCode).toBeGreaterThanOrEqual(400);
    expect(deferred.statusCode).toBeLessThan(500);
  });

  it('refuses an invalid folder', async () => {
    const { cookie } = await signedInUser(t);
    const response = await create(
      cookie,
      { filename: 'a.pdf', filetype: 'application/pdf', folder: '../secrets' },
      pdf.length,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.folder.key).toBe('storedFiles.validation.folderInvalid');
  });

  it('refuses at the end a program renamed .pdf, and keeps nothing', async () => {
    const { user, cookie } = await signedInUser(t);
    const location = await started(cookie, 'invoice.pdf', 'application/pdf', windowsProgram.length);
    const response = await patch(cookie, location, 0, windowsProgram);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: { code: 'file_type_unsafe', message: 'File type not allowed for security reasons' },
    });
    expect(await myFiles(cookie)).toEqual([]);
    expect(await temporaryFilesOf(location)).toEqual([]);
    expect((await head(cookie, location)).statusCode).toBe(404);
    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, user.id));
    expect(events.map((event) => event.type)).toContain('unsafe_upload_refused');
  });

  it('lets nobody else read, continue or cancel my upload', async () => {
    const me = await signedInUser(t);
    const stranger = await signedInUser(t);
    const location = await started(me.cookie, 'notes.txt', 'text/plain', plainText.length);
    expect((await patch(me.cookie, location, 0, plainText.subarray(0, 5))).statusCode).toBe(204);

    expect((await head(stranger.cookie, location)).statusCode).toBe(404);
    const foreignPatch = await patch(stranger.cookie, location, 5, plainText.subarray(5));
    expect(foreignPatch.statusCode).toBe(404);
    expect(foreignPatch.json().error.code).toBe('not_found');
    expect((await terminate(stranger.cookie, location)).statusCode).toBe(404);
    // Untouched: still mine, at the same offset.
    expect((await head(me.cookie, location)).headers['upload-offset']).toBe('5');
    expect(await myFiles(stranger.cookie)).toEqual([]);
  });

  it('lets me cancel my upload', async () => {
    const { cookie } = await signedInUser(t);
    const location = await started(cookie, 'notes.txt', 'text/plain', plainText.length);
    expect((await terminate(cookie, location)).statusCode).toBe(204);
    expect((await head(cookie, location)).statusCode).toBe(404);
  });

  it('needs a signed-in user for every request', async () => {
    const { cookie } = await signedInUser(t);
    const location = await started(cookie, 'notes.txt', 'text/plain', plainText.length);
    expect((await create('', { filename: 'a.txt', filetype: 'text/plain' }, 5)).statusCode).toBe(
      401,
    );
    expect((await head('', location)).statusCode).toBe(401);
    expect((await patch('', location, 0, plainText)).statusCode).toBe(401);
    expect((await terminate('', location)).statusCode).toBe(401);
  });

  it('refuses cross-origin requests that change state', async () => {
    const { cookie } = await signedInUser(t);
    const evil = { origin: 'https://evil.example', host: 'localhost:3000' };
    const response = await create(
      cookie,
      { filename: 'a.txt', filetype: 'text/plain' },
      plainText.length,
      evil,
    );
    expect(response.statusCode).toBe(403);
    const location = await started(cookie, 'notes.txt', 'text/plain', plainText.length);
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: location,
      headers: {
        ...TUS,
        ...evil,
        cookie,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: plainText,
    });
    expect(foreign.statusCode).toBe(403);
    expect((await head(cookie, location)).headers['upload-offset']).toBe('0');
  });
});
