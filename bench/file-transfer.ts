import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileMaxBytes } from '@brigade/shared/constants';
import { apiPaths } from '@brigade/shared/routes';
import { startBrigade } from './lib/server-process.ts';

/** Uploads are sent in the browser's chunk size (features/files/use-uploads.ts). */
const CHUNK_BYTES = 1024 * 1024;
const ROUNDS = 5;
const PASSWORD = 'Bench!Mark2026';
const TUS = { 'tus-resumable': '1.0.0' };

export interface TransferFigures {
  bytes: number;
  uploadMs: number;
  downloadMs: number;
  copyFileMs: number;
  streamCopyMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/**
 * A 10 MB file through the product, the way a browser sends it (tus, 1 MB chunks, session cookie,
 * whole-file checks on completion) and back (GET …/download), against copying the same bytes on
 * the same disk. Medians of five rounds on the embedded engine and local-disk storage.
 */
export async function benchFileTransfer(): Promise<TransferFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'brigade-bench-files-'));
  const server = await startBrigade({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  try {
    const cookie = await signUpAndSignIn(server.url);
    // Plain text, so the whole-file check reads every byte (the slowest allowed kind).
    const line = 'Mise en place, service, close down; the rota for the week.\n';
    const bytes = Buffer.from(line.repeat(Math.ceil(fileMaxBytes / line.length))).subarray(
      0,
      fileMaxBytes,
    );
    const source = join(dataDir, 'source.txt');
    await writeFile(source, bytes);

    const uploads: number[] = [];
    const downloads: number[] = [];
    const copies: number[] = [];
    const streamCopies: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      let started = performance.now();
      const fileId = await uploadInChunks(server.url, cookie, bytes, `rota-${round}.txt`);
      uploads.push(performance.now() - started);

      started = performance.now();
      const download = await fetch(`${server.url}${apiPaths.files.download(fileId)}`, {
        headers: { cookie },
      });
      const received = Buffer.from(await download.arrayBuffer());
      downloads.push(performance.now() - started);
      if (download.status !== 200 || !received.equals(bytes)) throw new Error('download differs');

      // Deleted again so five rounds stay under the 100 MB quota.
      await fetch(`${server.url}${apiPaths.files.file(fileId)}`, {
        method: 'DELETE',
        headers: { cookie },
      });

      started = performance.now();
      await copyFile(source, join(dataDir, `copy-${round}.txt`));
      copies.push(performance.now() - started);
      started = performance.now();
      await pipeline(
        createReadStream(source),
        createWriteStream(join(dataDir, `stream-${round}.txt`)),
      );
      streamCopies.push(performance.now() - started);
    }
    return {
      bytes: bytes.length,
      uploadMs: median(uploads),
      downloadMs: median(downloads),
      copyFileMs: median(copies),
      streamCopyMs: median(streamCopies),
    };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function signUpAndSignIn(url: string): Promise<string> {
  const account = { email: 'bench.files@brigade.test', password: PASSWORD };
  const signUp = await fetch(`${url}${apiPaths.auth.signUp}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...account,
      firstName: 'Bench',
      lastName: 'Files',
      userType: 'applicant',
    }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status}`);
  const signIn = await fetch(`${url}${apiPaths.auth.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** tus 1.0.0 as tus-js-client speaks it: create, then PATCH chunk after chunk. */
async function uploadInChunks(url: string, cookie: string, bytes: Buffer, name: string) {
  const metadata = [`filename ${btoa(name)}`, `filetype ${btoa('text/plain')}`].join(',');
  const created = await fetch(`${url}${apiPaths.uploads.create}`, {
    method: 'POST',
    headers: { ...TUS, cookie, 'upload-length': String(bytes.length), 'upload-metadata': metadata },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`upload refused: ${created.status}`);
  let answer: Response | undefined;
  for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
    answer = await fetch(`${url}${location}`, {
      method: 'PATCH',
      headers: {
        ...TUS,
        cookie,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body: bytes.subarray(offset, offset + CHUNK_BYTES),
    });
    if (answer.status >= 300) throw new Error(`chunk refused: ${answer.status}`);
  }
  const finished = (await answer?.json()) as { file: { id: string } };
  return finished.file.id;
}

const mbPerS = (bytes: number, ms: number) => (bytes / 1024 / 1024 / (ms / 1000)).toFixed(0);

/** Prints the figures; informational (no budget in the issue), so it never fails the run. */
export async function reportFileTransfer(): Promise<number> {
  const figures = await benchFileTransfer();
  const mb = (figures.bytes / 1024 / 1024).toFixed(0);
  console.log(`\nA ${mb} MB file through My Files (embedded, local disk, medians of ${ROUNDS})`);
  const line = (label: string, ms: number) =>
    console.log(
      `  ${label.padEnd(40)} ${ms.toFixed(1).padStart(7)} ms  ${mbPerS(figures.bytes, ms)} MB/s`,
    );
  line('upload (tus, 1 MB chunks, checked, stored)', figures.uploadMs);
  line('download (GET …/download)', figures.downloadMs);
  line('local copy (fs.copyFile)', figures.copyFileMs);
  line('local copy (read + write streams)', figures.streamCopyMs);
  console.log(
    `  ratio to the stream copy: upload ${(figures.streamCopyMs / figures.uploadMs).toFixed(2)}, download ${(figures.streamCopyMs / figures.downloadMs).toFixed(2)}`,
  );
  return 0;
}
