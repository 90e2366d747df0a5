import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { StoredFileView } from '@brigade/shared/files/stored-file';
import { apiPaths } from '@brigade/shared/routes';
import { afterAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../../src/storage/s3-storage.ts';
import {
  freePort,
  processTestTimeout,
  spawnServer,
  type ServerProcess,
} from '../../src/testing/server-process.ts';
import { signedInUser } from '../support/accounts.ts';
import { useTestApp } from '../support/test-app.ts';
import { startS3rver, type RunningS3rver } from '../storage/s3rver-process.ts';
import { postgresOnly } from '../support/postgres-only.ts';
import { useOwnDatabase } from '../support/own-database.ts';

const { target, why } = postgresOnly();
const MiB = 1024 * 1024;
const bucket = 'brigade-two-servers';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }; // s3rver's own

// Two real server processes on one PostgreSQL database and one S3-compatible server, as behind
// a load balancer without sticky sessions: one upload's requests go to either of them.
describe.runIf(target.kind === 'postgres')(`resumable uploads across two servers${why}`, () => {
  // A database of its own: the processes' queue workers must not claim other files' work.
  const own = useOwnDatabase('uploads_two_processes');
  const t = useTestApp({ openDatabase: () => own.open() });
  const servers: ServerProcess[] = [];
  let s3: RunningS3rver | undefined;
  let dataDir = '';
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await s3?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function startServer(endpoint: string): Promise<string> {
    if (target.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const port = await freePort();
    const server = spawnServer({
      DATABASE_URL: own.url() ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'two-servers',
    });
    servers.push(server);
    await server.healthy(port);
    return `http://127.0.0.1:${port}`;
  }

  it(
    'takes the chunks of one upload alternately on both and serves the same bytes',
    { timeout: processTestTimeout },
    async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'brigade-two-uploads-'));
      s3 = await startS3rver();
      const client = createS3Client({
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        ...credentials,
      });
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      const endpoint = s3.endpoint;
      const [first, second, { cookie }] = await Promise.all([
        startServer(endpoint),
        startServer(endpoint),
        signedInUser(t),
      ]);
      const tus = { 'tus-resumable': '1.0.0', cookie };

      // 7 MiB and a bit in 2 MiB chunks: the first two are held back (below S3's 5 MiB part
      // minimum), the third completes a part and holds back the rest, the last one finishes.
      const file = Buffer.concat([
        Buffer.from('%PDF-1.4\n'),
        randomBytes(7 * MiB),
        Buffer.from('%%EOF\n'),
      ]);
      const created = await fetch(`${first}${apiPaths.uploads.create}`, {
        method: 'POST',
        headers: {
          ...tus,
          'upload-length': String(file.length),
          'upload-metadata': `filename ${btoa('Menu.pdf')},filetype ${btoa('application/pdf')}`,
        },
      });
      expect(created.status).toBe(201);
      const location = created.headers.get('location') ?? '';
      expect(location).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}_[0-9a-f]{32}$/);

      let last: Response | undefined;
      for (let offset = 0, index = 0; offset < file.length; offset += 2 * MiB, index += 1) {
        const server = index % 2 === 0 ? first : second;
        // Each chunk starts from the offset the other server reports.
        const head = await fetch(`${server}${location}`, { method: 'HEAD', headers: tus });
        expect(head.headers.get('upload-offset')).toBe(String(offset));
        last = await fetch(`${server}${location}`, {
          method: 'PATCH',
          headers: {
            ...tus,
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
          },
          body: file.subarray(offset, offset + 2 * MiB),
        });
        if (offset + 2 * MiB < file.length) expect(last.status, await last.text()).toBe(204);
      }
      expect(last?.status).toBe(200);
      const stored = ((await last?.json()) as { file: StoredFileView }).file;
      expect(stored).toMatchObject({ fileName: 'Menu.pdf', fileSize: file.length });

      const download = await fetch(`${first}${apiPaths.files.download(stored.id)}`, {
        headers: { cookie },
      });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true);
      // Nothing of the upload is left in the bucket, only the stored file.
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      expect((listed.Contents ?? []).map((object) => object.Key)).toEqual([
        `two-servers/${stored.path}`,
      ]);
      client.destroy();
    },
  );
});
