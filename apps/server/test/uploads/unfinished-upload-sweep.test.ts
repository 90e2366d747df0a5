import { mkdtempSync } from 'node:fs';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths } from '@brigade/shared/routes';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import type { AppContext } from '../../src/core/app-context.ts';
import { createUploadServer } from '../../src/services/uploads/create-upload-server.ts';
import { signedInUser } from '../support/accounts.ts';
import { useTestApp } from '../support/test-app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'brigade-upload-sweep-'));
const uploadsDir = join(dataDir, 'uploads');
const DAY_MS = 24 * 60 * 60 * 1000;

describe('unfinished uploads', () => {
  let ctx: AppContext;
  const t = useTestApp({
    config: loadConfig({ DATA_DIR: dataDir }),
    configure: (_app, appCtx) => (ctx = appCtx),
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  /** Starts an upload of 100 bytes and sends none: its id. */
  const start = async (uploads: ReturnType<typeof createUploadServer>) => {
    const { user } = await signedInUser(t);
    const response = await uploads.handle(
      new Request(`${ctx.config.APP_URL}${apiPaths.uploads.create}`, {
        method: 'POST',
        headers: {
          'tus-resumable': '1.0.0',
          'upload-length': '100',
          'upload-metadata': `filename ${btoa('notes.txt')},filetype ${btoa('text/plain')}`,
        },
      }),
      user,
      '203.0.113.7',
    );
    expect(response.status).toBe(201);
    const location = response.headers.get('location') ?? '';
    return location.slice(location.lastIndexOf('/') + 1);
  };
  /** Makes an upload look as if it was started `ms` ago (the store keeps the date beside it). */
  const backdate = async (id: string, ms: number) => {
    const path = join(uploadsDir, `${id}.json`);
    const info = JSON.parse(await readFile(path, 'utf8')) as { creation_date: string };
    info.creation_date = new Date(Date.now() - ms).toISOString();
    await writeFile(path, JSON.stringify(info));
  };

  it('are swept after a day; younger ones are kept', async () => {
    const uploads = createUploadServer(ctx, t.app.log);
    const old = await start(uploads);
    const recent = await start(uploads);
    await backdate(old, DAY_MS + 60_000);
    await backdate(recent, DAY_MS - 60_000);

    expect(await uploads.sweepExpired()).toBe(1);
    const left = await readdir(uploadsDir);
    expect(left.filter((name) => name.startsWith(old))).toEqual([]);
    expect(left.filter((name) => name.startsWith(recent)).length).toBeGreaterThan(0);
  });
});
