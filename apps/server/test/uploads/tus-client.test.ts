import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Upload, type UploadOptions } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredFileView } from '@brigade/shared/files/stored-file';
import { loadConfig } from '../../src/config/env.ts';
import { signedInUser } from '../support/accounts.ts';
import { plainText } from '../support/sample-files.ts';
import { useTestApp } from '../support/test-app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'brigade-tus-client-'));

/** Runs an upload until it succeeds or fails; `pauseAfterFirstChunk` aborts it midway instead. */
function run(
  file: Buffer,
  options: UploadOptions,
  pauseAfterFirstChunk = false,
): Promise<{ upload: Upload; finished: StoredFileView | null }> {
  return new Promise((resolve, reject) => {
    const upload: Upload = new Upload(file, {
      ...options,
      retryDelays: null,
      onChunkComplete: () => {
        if (pauseAfterFirstChunk)
          void upload.abort().then(() => resolve({ upload, finished: null }), reject);
      },
      onSuccess: ({ lastResponse }) =>
        resolve({
          upload,
          finished: (JSON.parse(lastResponse.getBody()) as { file: StoredFileView }).file,
        }),
      onError: reject,
    });
    upload.start();
  });
}

describe('resumable uploads with tus-js-client (Node)', () => {
  const t = useTestApp({ config: loadConfig({ DATA_DIR: dataDir }) });
  let endpoint = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    endpoint = `http://127.0.0.1:${address.port}/api/uploads`;
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('pauses after the first chunk and resumes from the server offset to the stored file', async () => {
    const { cookie } = await signedInUser(t);
    const options: UploadOptions = {
      endpoint,
      headers: { cookie },
      chunkSize: 16,
      metadata: { filename: 'notes.txt', filetype: 'text/plain' },
    };
    const paused = await run(plainText, options, true);
    expect(paused.upload.url).toMatch(/\/api\/uploads\/[0-9a-f-]{36}_[0-9a-f]{32}$/);

    const state = await t.app.inject({
      method: 'HEAD',
      url: new URL(paused.upload.url ?? '').pathname,
      headers: { cookie, 'tus-resumable': '1.0.0' },
    });
    expect(state.headers['upload-offset']).toBe('16');

    // A new client (as after a reload) continues the same upload from its URL.
    const resumed = await run(plainText, { ...options, uploadUrl: paused.upload.url });
    expect(resumed.upload.url).toBe(paused.upload.url);
    expect(resumed.finished).toMatchObject({
      fileName: 'notes.txt',
      fileType: 'text/plain',
      fileSize: plainText.length,
    });
    const download = await t.app.inject({
      method: 'GET',
      url: resumed.finished?.url ?? '',
      headers: { cookie },
    });
    expect(download.rawPayload.equals(plainText)).toBe(true);
  });

  it('reports a refusal at the start with the spec message', async () => {
    const { cookie } = await signedInUser(t);
    const failure = await run(Buffer.from('MZ'), {
      endpoint,
      headers: { cookie },
      metadata: { filename: 'setup.exe', filetype: 'application/pdf' },
    }).then(
      () => null,
      (error: Error) => error,
    );
    expect(failure?.message).toContain('File type not allowed for security reasons');
  });
});
