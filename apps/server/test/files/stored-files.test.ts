import { storageQuotaBytes } from '@brigade/shared/constants';
import { apiPaths } from '@brigade/shared/routes';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '../../src/db/schema/security-events.ts';
import { storedFiles } from '../../src/db/schema/stored-files.ts';
import { signedInUser } from '../support/accounts.ts';
import { docx, htmlPage, plainText, windowsProgram } from '../support/sample-files.ts';
import { buildLyingDocxBomb } from './crafted-zips.ts';
import { call, grant, seedFile, useFilesTestApp, type Person } from './stored-file-fixtures.ts';

describe('stored files', () => {
  const t = useFilesTestApp();
  let owner: Person;
  let colleague: Person;
  let stranger: Person;
  beforeAll(async () => {
    owner = await signedInUser(t);
    colleague = await signedInUser(t, 'restaurant');
    stranger = await signedInUser(t);
  });
  const bytesAt = async (key: string) => {
    const stored = await t.storage.read(key);
    if (!stored) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  describe('saving', () => {
    it('stores under the generated key with the detected type and the spec defaults', async () => {
      const row = await seedFile(t, owner, {
        folder: 'notes',
        fileName: 'Menu.TXT',
        declaredType: 'text/plain',
        bytes: plainText,
      });
      expect(row.storageKey).toMatch(/^notes\/\d{13}-[0-9a-f]{16}\.txt$/);
      expect(await bytesAt(row.storageKey)).toEqual(plainText);
      const view = (await call(t, 'GET', apiPaths.files.file(row.id), owner)).json();
      expect(view).toMatchObject({
        userId: owner.user.id,
        fileName: 'Menu.TXT',
        fileType: 'text/plain',
        fileSize: plainText.length,
        description: '',
        category: '',
        isPublic: false,
        uploadedBy: owner.user.id,
        uploaderName: 'Test Person',
        tags: [],
        sharedWith: [],
        permissions: [],
        sharedPeople: [],
        path: row.storageKey,
        url: apiPaths.files.download(row.id),
      });
    });

    it('refuses a renamed executable and stores nothing', async () => {
      const before = await t.storage.list('evil');
      await expect(
        seedFile(t, owner, { folder: 'evil', fileName: 'cv.pdf', bytes: windowsProgram }),
      ).rejects.toMatchObject({ code: 'file_type_unsafe' });
      expect(await t.storage.list('evil')).toEqual(before);
    });

    it('refuses an executable name for security reasons, whatever type is declared', async () => {
      for (const [fileName, declaredType, bytes] of [
        ['menu.js', 'text/javascript', plainText],
        ['menu.exe', 'application/x-msdownload', windowsProgram],
        ['menu.jar', 'application/java-archive', docx],
      ] as const) {
        await expect(
          seedFile(t, owner, { folder: 'unsafe', fileName, declaredType, bytes }),
          fileName,
        ).rejects.toMatchObject({
          code: 'file_type_unsafe',
          message: 'File type not allowed for security reasons',
        });
      }
      expect(await t.storage.list('unsafe')).toEqual([]);
    });

    it('refuses a docx whose zip directory understates what it unpacks to', async () => {
      await expect(
        seedFile(t, owner, {
          folder: 'bombs',
          fileName: 'menu.docx',
          declaredType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          bytes: buildLyingDocxBomb(),
        }),
      ).rejects.toMatchObject({ code: 'file_type_not_allowed' });
      expect(await t.storage.list('bombs')).toEqual([]);
    });

    it('refuses a file over the quota with the clear message', async () => {
      const heavy = await signedInUser(t);
      await seedFile(t, heavy);
      await t.database.db
        .update(storedFiles)
        .set({ fileSize: storageQuotaBytes })
        .where(eq(storedFiles.userId, heavy.user.id));
      await expect(seedFile(t, heavy, { folder: 'over' })).rejects.toMatchObject({
        code: 'storage_quota_exceeded',
        statusCode: 413,
        message: 'You have used all your file storage (100 MB). Delete some files to upload more.',
      });
      expect(await t.storage.list('over')).toEqual([]);
      const usage = (await call(t, 'GET', apiPaths.files.usage, heavy)).json();
      expect(usage).toEqual({ usedBytes: storageQuotaBytes, limitBytes: storageQuotaBytes });
    });
  });

  describe('downloading', () => {
    it('streams the bytes as an attachment with the stored type and nosniff', async () => {
      const row = await seedFile(t, owner, {
        fileName: 'Crème "brûlée".txt',
        declaredType: 'text/plain',
        bytes: plainText,
      });
      const response = await call(t, 'GET', apiPaths.files.download(row.id), owner);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(plainText);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Cr_me _br_l_e_.txt"; filename*=UTF-8''Cr%C3%A8me%20%22br%C3%BBl%C3%A9e%22.txt`,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
    });

    it('never serves HTML: a page is refused at upload', async () => {
      await expect(
        seedFile(t, owner, { fileName: 'page.txt', declaredType: 'text/plain', bytes: htmlPage }),
      ).rejects.toMatchObject({ statusCode: 415 });
    });

    it('answers 404 when the bytes are gone', async () => {
      const row = await seedFile(t, owner);
      await t.storage.delete(row.storageKey);
      expect((await call(t, 'GET', apiPaths.files.download(row.id), owner)).statusCode).toBe(404);
    });
  });

  describe('metadata', () => {
    it('edits the metadata and moves lastModified', async () => {
      const row = await seedFile(t, owner);
      const response = await call(t, 'PATCH', apiPaths.files.file(row.id), owner, {
        description: '  Summer menu ',
        category: 'menus',
        tags: ['summer', 'summer', 'drinks'],
        isPublic: true,
      });
      expect(response.statusCode).toBe(200);
      const view = response.json();
      expect(view).toMatchObject({
        description: 'Summer menu',
        category: 'menus',
        tags: ['summer', 'drinks'],
        isPublic: true,
      });
      expect(Date.parse(view.lastModified)).toBeGreaterThanOrEqual(row.lastModified.getTime());
    });

    it.each([
      [
        { description: 'x'.repeat(501) },
        'description',
        'storedFiles.validation.descriptionTooLong',
      ],
      [{ category: 'x'.repeat(51) }, 'category', 'storedFiles.validation.categoryTooLong'],
      [{ tags: ['x'.repeat(31)] }, 'tags.0', 'storedFiles.validation.tagInvalid'],
      [
        { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
        'tags',
        'storedFiles.validation.tooManyTags',
      ],
      [{ isPublic: 'yes' }, 'isPublic', 'storedFiles.validation.isPublicInvalid'],
    ])('refuses %j', async (body, field, key) => {
      const row = await seedFile(t, owner);
      const response = await call(t, 'PATCH', apiPaths.files.file(row.id), owner, body);
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('validation_failed');
      expect(error.fields[field].key).toBe(key);
    });

    it('lets someone with write access edit the details, but never publish the file', async () => {
      const row = await seedFile(t, owner, { description: 'Private menu' });
      await grant(t, row.id, colleague, ['read', 'write', 'delete']);
      const url = apiPaths.files.file(row.id);
      const published = await call(t, 'PATCH', url, colleague, {
        description: 'Now for everyone',
        isPublic: true,
      });
      expect(published.statusCode).toBe(404);
      expect(published.json()).toEqual({
        error: { code: 'not_found', message: expect.any(String) },
      });
      // Nothing changed: still private (signed-out download refused), description kept.
      expect((await call(t, 'GET', url, owner)).json()).toMatchObject({
        isPublic: false,
        description: 'Private menu',
      });
      expect((await call(t, 'GET', apiPaths.files.download(row.id), null)).statusCode).toBe(404);
      const [event] = await t.database.db
        .select()
        .from(securityEvents)
        .where(
          and(
            eq(securityEvents.userId, colleague.user.id),
            eq(securityEvents.type, 'file_access_denied'),
          ),
        );
      expect(event?.details).toEqual({ fileId: row.id, action: 'publish' });

      // The details alone, or with the visibility it already has (as an edit form sends): fine.
      const edited = await call(t, 'PATCH', url, colleague, {
        description: 'Summer menu',
        isPublic: false,
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        description: 'Summer menu',
        isPublic: false,
        canWrite: true,
        canShare: false,
        canPublish: false,
      });

      // Nor may they make the owner's public file private again.
      await call(t, 'PATCH', url, owner, { isPublic: true });
      const hidden = await call(t, 'PATCH', url, colleague, { isPublic: false });
      expect(hidden.statusCode).toBe(404);
      expect((await call(t, 'GET', url, owner)).json().isPublic).toBe(true);
    });

    it('refuses fields that are not editable', async () => {
      const row = await seedFile(t, owner);
      const response = await call(t, 'PATCH', apiPaths.files.file(row.id), owner, {
        userId: stranger.user.id,
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('deleting', () => {
    it('removes the record and the stored bytes', async () => {
      const row = await seedFile(t, owner);
      expect(await bytesAt(row.storageKey)).not.toBeNull();
      const response = await call(t, 'DELETE', apiPaths.files.file(row.id), owner);
      expect(response.statusCode).toBe(204);
      expect(await bytesAt(row.storageKey)).toBeNull();
      expect((await call(t, 'GET', apiPaths.files.file(row.id), owner)).statusCode).toBe(404);
    });
  });

  describe('sharing', () => {
    it('shares by e-mail, lists it as shared with me, and revokes', async () => {
      const row = await seedFile(t, owner, { fileName: 'contract.pdf' });
      const shared = await call(t, 'POST', apiPaths.files.shares(row.id), owner, {
        email: colleague.user.email.toUpperCase(),
        permissions: ['write'],
      });
      expect(shared.statusCode).toBe(200);
      expect(shared.json().permissions).toEqual([
        { userId: colleague.user.id, permissions: ['read', 'write'] },
      ]);
      expect(shared.json().sharedWith).toEqual([colleague.user.id]);

      const list = (await call(t, 'GET', apiPaths.files.sharedWithMe, colleague)).json();
      expect(list.items.map((f: { id: string }) => f.id)).toContain(row.id);
      expect((await call(t, 'GET', apiPaths.files.download(row.id), colleague)).statusCode).toBe(
        200,
      );

      const revoked = await call(
        t,
        'DELETE',
        apiPaths.files.share(row.id, colleague.user.id),
        owner,
      );
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json().sharedWith).toEqual([]);
      const after = (await call(t, 'GET', apiPaths.files.sharedWithMe, colleague)).json();
      expect(after.items.map((f: { id: string }) => f.id)).not.toContain(row.id);
      expect((await call(t, 'GET', apiPaths.files.download(row.id), colleague)).statusCode).toBe(
        404,
      );
    });

    it('lets only the owner share or revoke', async () => {
      const row = await seedFile(t, owner);
      await grant(t, row.id, colleague, ['read', 'write', 'delete']);
      const share = await call(t, 'POST', apiPaths.files.shares(row.id), colleague, {
        email: stranger.user.email,
      });
      expect(share.statusCode).toBe(404);
      const revoke = await call(
        t,
        'DELETE',
        apiPaths.files.share(row.id, colleague.user.id),
        colleague,
      );
      expect(revoke.statusCode).toBe(404);
    });

    it.each([
      ['an unknown address', () => 'nobody.here@brigade.test', 'storedFiles.validation.noAccount'],
      ['the owner themselves', () => owner.user.email, 'storedFiles.validation.shareWithSelf'],
      ['a malformed address', () => 'not-an-email', 'validation.emailInvalid'],
    ])('refuses to share with %s', async (_label, email, key) => {
      const row = await seedFile(t, owner);
      const response = await call(t, 'POST', apiPaths.files.shares(row.id), owner, {
        email: email(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.email.key).toBe(key);
    });

    it('refuses unknown permissions', async () => {
      const row = await seedFile(t, owner);
      const response = await call(t, 'POST', apiPaths.files.shares(row.id), owner, {
        email: colleague.user.email,
        permissions: ['admin'],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields['permissions.0'].key).toBe(
        'storedFiles.validation.permissionsInvalid',
      );
    });
  });

  describe('listing', () => {
    it('lists my files under a folder at any depth, newest first, paginated', async () => {
      const me = await signedInUser(t);
      const at = (folder: string) => seedFile(t, me, { folder });
      const top = await at('projects');
      const deep = await at('projects/2026/summer');
      await at('projects-old');
      await at('elsewhere');
      await seedFile(t, stranger, { folder: 'projects' });

      const list = (await call(t, 'GET', `${apiPaths.files.mine}?folder=projects`, me)).json();
      expect(list.total).toBe(2);
      expect(list.items.map((f: { id: string }) => f.id).sort()).toEqual([top.id, deep.id].sort());

      const paged = (await call(t, 'GET', `${apiPaths.files.mine}?pageSize=3&page=2`, me)).json();
      expect(paged).toMatchObject({ total: 4, page: 2, pageSize: 3 });
      expect(paged.items).toHaveLength(1);
    });

    it('refuses a malformed folder', async () => {
      const response = await call(t, 'GET', `${apiPaths.files.mine}?folder=../etc`, owner);
      expect(response.statusCode).toBe(400);
    });

    it('needs a session', async () => {
      expect((await call(t, 'GET', apiPaths.files.mine, null)).statusCode).toBe(401);
      expect((await call(t, 'GET', apiPaths.files.sharedWithMe, null)).statusCode).toBe(401);
      expect((await call(t, 'GET', apiPaths.files.usage, null)).statusCode).toBe(401);
    });
  });
});
