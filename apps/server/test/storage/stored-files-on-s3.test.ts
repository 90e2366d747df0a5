import { existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { StoredFileView } from '@brigade/shared/files/stored-file';
import { apiPaths } from '@brigade/shared/routes';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { createS3UploadStore } from '../../src/services/uploads/s3-upload-store.ts';
import { s3SettingsOf } from '../../src/storage/create-storage.ts';
import { createS3Client, s3ClientConfig } from '../../src/storage/s3-storage.ts';
import { signedInUser } from '../support/accounts.ts';
import { pdf, plainText } from '../support/sample-files.ts';
import { uniqueIp, useTestApp } from '../support/test-app.ts';
import { startS3rver } from './s3rver-process.ts';

// My Files through the API with S3_BUCKET set, as a deployment of several servers runs it: the
// configuration picks the S3 driver (create-storage.ts), and the bytes live in a real
// S3-compatible server (s3rver). One engine is enough: the database side is the same as on disk.
const onEmbedded = process.env.BRIGADE_TEST_ENGINE === 'embedded';
const bucket = 'brigade-api-files';
const s3 = onEmbedded ? await startS3rver() : null;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }; // s3rver's own
const client = s3
  ? createS3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      ...credentials,
    })
  : null;
await client?.send(new CreateBucketCommand({ Bucket: bucket }));
const dataDir = mkdtempSync(join(tmpdir(), 'brigade-s3-api-'));

describe.runIf(onEmbedded)('stored files on the S3 driver', () => {
  const t = useTestApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3?.endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'api-test',
    }),
  });
  afterAll(async () => {
    client?.destroy();
    await s3?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const objectKeys = async () =>
    ((await client?.send(new ListObjectsV2Command({ Bucket: bucket })))?.Contents ?? []).map(
      (object) => object.Key,
    );
  /** What unfinished uploads keep in the bucket (beside the files, under the same prefix). */
  const uploadKeys = async () =>
    (await objectKeys()).filter((key) => key?.startsWith('api-test/.uploads/'));
  const tus = { 'tus-resumable': '1.0.0' };
  const metadata = (name: string, type: string) =>
    `filename ${Buffer.from(name).toString('base64')},filetype ${Buffer.from(type).toString('base64')}`;

  /** Starts a resumable upload of `length` bytes as the user of `cookie`. */
  const startUpload = (cookie: string, name: string, type: string, length: number) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.uploads.create,
      headers: {
        ...tus,
        cookie,
        'upload-length': String(length),
        'upload-metadata': metadata(name, type),
      },
      remoteAddress: uniqueIp(),
    });

  it('stores an uploaded file in the bucket, serves it to its owner only, and deletes it', async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const created = await t.app.inject({
      method: 'POST',
      url: apiPaths.uploads.create,
      headers: {
        ...tus,
        cookie: owner.cookie,
        'upload-length': String(pdf.length),
        'upload-metadata': metadata('Certificate.PDF', 'application/pdf'),
      },
      remoteAddress: uniqueIp(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const finished = await t.app.inject({
      method: 'PATCH',
      url: created.headers.location as string,
      headers: {
        ...tus,
        cookie: owner.cookie,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: pdf,
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const file = finished.json<{ file: StoredFileView }>().file;
    expect(file).toMatchObject({ fileName: 'Certificate.PDF', fileType: 'application/pdf' });
    // The spec's generated name, lower-cased extension, under the configured prefix.
    expect(file.path).toMatch(/^documents\/\d+-[a-z0-9]+\.pdf$/);
    expect(await objectKeys()).toContain(`api-test/${file.path}`);
    expect(await uploadKeys()).toEqual([]); // the upload's parts went with it

    const download = await t.app.inject({
      method: 'GET',
      url: apiPaths.files.download(file.id),
      headers: { cookie: owner.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const denied = await t.app.inject({
      method: 'GET',
      url: apiPaths.files.download(file.id),
      headers: { cookie: stranger.cookie },
    });
    expect(denied.statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: apiPaths.files.file(file.id),
      headers: { cookie: owner.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(await objectKeys()).not.toContain(`api-test/${file.path}`);
  });

  it('keeps an unfinished upload in the bucket and removes all of it when cancelled', async () => {
    const { cookie } = await signedInUser(t);
    const created = await startUpload(cookie, 'notes.txt', 'text/plain', plainText.length);
    const location = created.headers.location as string;
    const id = location.slice(location.lastIndexOf('/') + 1);
    const sent = await t.app.inject({
      method: 'PATCH',
      url: location,
      headers: {
        ...tus,
        cookie,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: plainText.subarray(0, 10),
    });
    expect(sent.statusCode).toBe(204);
    // Its metadata and the bytes held back until a part is complete; no local copy.
    expect((await uploadKeys()).sort()).toEqual([
      `api-test/.uploads/${id}.info`,
      `api-test/.uploads/${id}.part`,
    ]);
    expect(existsSync(join(dataDir, 'uploads', id))).toBe(false);
    const state = await t.app.inject({
      method: 'HEAD',
      url: location,
      headers: { ...tus, cookie },
    });
    expect(state.headers['upload-offset']).toBe('10');

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: location,
      headers: { ...tus, cookie },
    });
    expect(cancelled.statusCode).toBe(204);
    expect(await uploadKeys()).toEqual([]);
    const gone = await t.app.inject({ method: 'HEAD', url: location, headers: { ...tus, cookie } });
    expect(gone.statusCode).toBe(404);
  });

  it('sweeps unfinished uploads past their lifetime from the bucket', async () => {
    const { cookie } = await signedInUser(t);
    const created = await startUpload(cookie, 'a.pdf', 'application/pdf', pdf.length);
    expect(created.statusCode).toBe(201);
    // A day is too long to wait: the same store, with a lifetime of a millisecond.
    const store = createS3UploadStore({
      clientConfig: s3ClientConfig(s3SettingsOf(t.ctx.config)),
      bucket,
      prefix: 'api-test',
      lifetimeMs: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await store.datastore.deleteExpired()).toBeGreaterThanOrEqual(1);
    expect(await uploadKeys()).toEqual([]);
  });
});
