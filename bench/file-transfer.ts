import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileMaxBytes } from '@brigade/shared/constants';
import { apiPaths } from '@brigade/shared/routes';
import { signUpAndSignIn } from './lib/bench-account.ts';
import { startBareFileServer, type BareFileServer } from './lib/bare-file-server.ts';
import { residentBytes } from './lib/process-memory.ts';
import { startBrigade } from './lib/server-process.ts';
import { median } from './lib/stats.ts';

/** Uploads are sent in the browser's chunk size (features/files/use-uploads.ts). */
const CHUNK_BYTES = 1024 * 1024;
const ROUNDS = 5;
/**
 * Rounds first sent and not counted, so both servers are measured hot (as the health bench
 * does): the first uploads after a start pay for compiling the code on their path.
 */
const WARM_UP_ROUNDS = 2;
/** Uploads sent at once for the memory figure (issue 20: peak RSS during 20 parallel uploads). */
const PARALLEL_UPLOADS = 20;
const TUS = { 'tus-resumable': '1.0.0' };

export interface TransferFigures {
  bytes: number;
  uploadMs: number;
  downloadMs: number;
  copyFileMs: number;
  streamCopyMs: number;
  /** The same requests to a bare node:http server that only moves the bytes (the ceiling). */
  bareUploadMs: number;
  bareDownloadMs: number;
  /** The server's resident memory before the parallel uploads, and its peak during them (MB). */
  rssBeforeMb: number;
  peakRssMb: number;
  /** How long the parallel uploads took, all of them. */
  parallelUploadMs: number;
}

/**
 * A 10 MB file through the product, the way a browser sends it (tus, 1 MB chunks, session cookie,
 * whole-file checks on completion) and back (GET …/download), against copying the same bytes on
 * the same disk, and against a bare node:http server taking the same requests (what any server
 * can reach with this client on this machine: lib/bare-file-server.ts). Medians of five rounds
 * after two uncounted ones, on the embedded engine and local-disk storage. Then 20 such uploads
 * at once, one per account (each has a 100 MB quota), while the server's resident memory is
 * sampled: no upload may be held whole in memory.
 */
export async function benchFileTransfer(): Promise<TransferFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'brigade-bench-files-'));
  const server = await startBrigade({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The parallel uploads' accounts are signed up from one address.
    RATE_LIMIT_SIGN_UP: '1000/60000',
    RATE_LIMIT_SIGN_IN: '1000/60000',
  });
  let bare: BareFileServer | undefined;
  try {
    bare = await startBareFileServer(dataDir);
    const cookie = await signUpAndSignIn(server.url, 'bench.files@brigade.test');
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
    const bareUploads: number[] = [];
    const bareDownloads: number[] = [];
    const copies: number[] = [];
    const streamCopies: number[] = [];
    for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round += 1) {
      const counted = round >= WARM_UP_ROUNDS;
      const timed = (list: number[], since: number) => {
        if (counted) list.push(performance.now() - since);
      };
      let started = performance.now();
      const fileId = await uploadInChunks(server.url, cookie, bytes, `rota-${round}.txt`);
      timed(uploads, started);

      started = performance.now();
      const download = await fetch(`${server.url}${apiPaths.files.download(fileId)}`, {
        headers: { cookie },
      });
      const received = Buffer.from(await download.arrayBuffer());
      timed(downloads, started);
      if (download.status !== 200 || !received.equals(bytes)) throw new Error('download differs');

      // Deleted again so the rounds stay under the 100 MB quota.
      await fetch(`${server.url}${apiPaths.files.file(fileId)}`, {
        method: 'DELETE',
        headers: { cookie },
      });

      started = performance.now();
      await copyFile(source, join(dataDir, `copy-${round}.txt`));
      timed(copies, started);
      started = performance.now();
      await pipeline(
        createReadStream(source),
        createWriteStream(join(dataDir, `stream-${round}.txt`)),
      );
      timed(streamCopies, started);

      started = performance.now();
      await sendInChunks(`${bare.url}/uploads`, '', bytes, `bare-${round}.txt`);
      timed(bareUploads, started);
      started = performance.now();
      const bareDownload = await fetch(`${bare.url}/files/source.txt`);
      const bareReceived = Buffer.from(await bareDownload.arrayBuffer());
      timed(bareDownloads, started);
      if (!bareReceived.equals(bytes)) throw new Error('the bare download differs');
    }
    const parallel = await parallelUploads(server.url, server.pid, bytes);
    return {
      bytes: bytes.length,
      uploadMs: median(uploads),
      downloadMs: median(downloads),
      copyFileMs: median(copies),
      streamCopyMs: median(streamCopies),
      bareUploadMs: median(bareUploads),
      bareDownloadMs: median(bareDownloads),
      ...parallel,
    };
  } finally {
    bare?.stop();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The server's resident set size now, in MB (Linux: /proc/<pid>/status). */
const residentMb = (pid: number) => residentBytes(pid) / 1024 / 1024;

/** 20 uploads at once, one per account, with the server's memory sampled every 5 ms. */
async function parallelUploads(url: string, pid: number, bytes: Buffer) {
  const cookies = await Promise.all(
    Array.from({ length: PARALLEL_UPLOADS }, (_, index) =>
      signUpAndSignIn(url, `bench.parallel.${index}@brigade.test`),
    ),
  );
  const rssBeforeMb = residentMb(pid);
  let peakRssMb = rssBeforeMb;
  const sampling = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, residentMb(pid));
  }, 5);
  const started = performance.now();
  try {
    await Promise.all(
      cookies.map((cookie, index) => uploadInChunks(url, cookie, bytes, `parallel-${index}.txt`)),
    );
  } finally {
    clearInterval(sampling);
  }
  const parallelUploadMs = performance.now() - started;
  peakRssMb = Math.max(peakRssMb, residentMb(pid));
  return { rssBeforeMb, peakRssMb, parallelUploadMs };
}

/** tus 1.0.0 as tus-js-client speaks it: create, then PATCH chunk after chunk. */
async function uploadInChunks(url: string, cookie: string, bytes: Buffer, name: string) {
  const answer = await sendInChunks(`${url}${apiPaths.uploads.create}`, cookie, bytes, name);
  const finished = (await answer.json()) as { file: { id: string } };
  return finished.file.id;
}

/** The requests of a tus upload, to Brigade or to the bare server; the last one's answer. */
async function sendInChunks(createUrl: string, cookie: string, bytes: Buffer, name: string) {
  const metadata = [`filename ${btoa(name)}`, `filetype ${btoa('text/plain')}`].join(',');
  const created = await fetch(createUrl, {
    method: 'POST',
    headers: { ...TUS, cookie, 'upload-length': String(bytes.length), 'upload-metadata': metadata },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`upload refused: ${created.status}`);
  let answer: Response | undefined;
  for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
    answer = await fetch(new URL(location, createUrl), {
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
  if (!answer) throw new Error('nothing was sent');
  return answer;
}

const ratio = (streamCopyMs: number, ms: number) => (streamCopyMs / ms).toFixed(2);

/** Brigade's ratios to the stream copy beside the bare server's: how near the ceiling it is. */
export function transferCeilingLine(figures: TransferFigures): string {
  const { streamCopyMs: copy } = figures;
  return (
    `ratio to the stream copy: upload ${ratio(copy, figures.uploadMs)} (bare node:http ` +
    `${ratio(copy, figures.bareUploadMs)}), download ${ratio(copy, figures.downloadMs)} (bare ` +
    `${ratio(copy, figures.bareDownloadMs)})`
  );
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
  line('bare node:http: the same upload requests', figures.bareUploadMs);
  line('bare node:http: the same download', figures.bareDownloadMs);
  console.log(`  ${transferCeilingLine(figures)}`);
  console.log(
    `  ${PARALLEL_UPLOADS} uploads at once: ${figures.parallelUploadMs.toFixed(0)} ms, server RSS ${figures.rssBeforeMb.toFixed(0)} MB before, peak ${figures.peakRssMb.toFixed(0)} MB (+${(figures.peakRssMb - figures.rssBeforeMb).toFixed(0)} MB for ${((PARALLEL_UPLOADS * figures.bytes) / 1024 / 1024).toFixed(0)} MB received)`,
  );
  return 0;
}
