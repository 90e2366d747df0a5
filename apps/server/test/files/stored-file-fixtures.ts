import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { FilePermission } from '@brigade/shared/files/stored-file';
import { loadConfig } from '../../src/config/env.ts';
import { storedFileShares } from '../../src/db/schema/stored-files.ts';
import type { AppContext } from '../../src/core/app-context.ts';
import {
  saveStoredFile,
  type NewStoredFile,
} from '../../src/services/stored-files/save-stored-file.ts';
import type { FileStorage } from '../../src/storage/file-storage.ts';
import type { signedInUser } from '../support/accounts.ts';
import { pdf } from '../support/sample-files.ts';
import { useTestApp, type TestApp } from '../support/test-app.ts';

export interface FilesTestApp extends TestApp {
  storage: FileStorage;
}

/** A test app with its own DATA_DIR (removed afterwards) and a handle on its storage port. */
export function useFilesTestApp(): FilesTestApp {
  const dataDir = mkdtempSync(join(tmpdir(), 'brigade-stored-files-'));
  const handle = useTestApp({
    config: loadConfig({ DATA_DIR: dataDir }),
    configure: (_app, ctx: AppContext) => {
      (handle as FilesTestApp).storage = ctx.storage;
    },
  }) as FilesTestApp;
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  return handle;
}

export type Person = Awaited<ReturnType<typeof signedInUser>>;

/** Seeds a file for its owner through the same service the upload uses. */
export async function seedFile(t: FilesTestApp, owner: Person, file: Partial<NewStoredFile> = {}) {
  return saveStoredFile(
    t.ctx,
    { id: owner.user.id, name: `${owner.user.firstName} ${owner.user.lastName}` },
    {
      folder: `documents/${owner.user.id}`,
      fileName: 'menu.pdf',
      declaredType: 'application/pdf',
      bytes: pdf,
      ...file,
    },
  );
}

/** Gives someone access to a file directly (the share endpoint has its own tests). */
export async function grant(
  t: TestApp,
  fileId: string,
  person: Person,
  permissions: FilePermission[],
): Promise<void> {
  await t.database.db
    .insert(storedFileShares)
    .values({ fileId, userId: person.user.id, permissions });
}

/** An API call as someone (or signed out). */
export function call(
  t: TestApp,
  method: 'GET' | 'PATCH' | 'DELETE' | 'POST',
  url: string,
  who: Person | null,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });
}
