import {
  AbortMultipartUploadCommand,
  CreateBucketCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { createStorage } from '../../src/storage/create-storage.ts';
import type { FileStorage } from '../../src/storage/file-storage.ts';
import { createS3Client, createS3Storage } from '../../src/storage/s3-storage.ts';
import { describeFileStorageContract, readText, sizeOf } from './file-storage-contract.ts';
import { type RunningS3rver, startS3rver } from './s3rver-process.ts';

// A real S3-compatible server (s3rver) on a free port, storing in a temporary folder.
let server: RunningS3rver;
let client: S3Client;
let storage: FileStorage;
const bucket = 'brigade-files';

beforeAll(async () => {
  server = await startS3rver();
  client = createS3Client({
    region: 'us-east-1',
    endpoint: server.endpoint,
    accessKeyId: 'S3RVER', // s3rver's own test credentials
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  // Two keys per listing page, so every listing of more than two files goes through paging.
  storage = createS3Storage({ client, bucket, prefix: 'tenant-a', listPageSize: 2 });
});

afterAll(async () => {
  client?.destroy();
  await server?.stop();
});

describeFileStorageContract('S3', () => storage);

describe('S3 storage', () => {
  it('keeps files of different prefixes apart in one bucket', async () => {
    const other = createS3Storage({ client, bucket, prefix: 'tenant-b' });
    const unprefixed = createS3Storage({ client, bucket });
    await storage.put('shared/u1/a.txt', Readable.from([Buffer.from('a')]));
    await other.put('shared/u1/b.txt', Readable.from([Buffer.from('b')]));
    expect(await storage.list('shared/u1')).toEqual(['shared/u1/a.txt']);
    expect(await other.list('shared/u1')).toEqual(['shared/u1/b.txt']);
    expect(await other.read('shared/u1/a.txt')).toBeNull();
    expect(await readText(unprefixed, 'tenant-a/shared/u1/a.txt')).toBe('a');
  });

  it('sends a large file in parts rather than as one request', async () => {
    const send = vi.spyOn(client, 'send');
    try {
      const part = Buffer.alloc(1024 * 1024, 7);
      await storage.put(
        'multipart/u1/big.bin',
        Readable.from(Array.from({ length: 12 }, () => part)),
      );
      const commands = send.mock.calls.map(([command]) => command);
      expect(commands.filter((command) => command instanceof UploadPartCommand)).toHaveLength(3);
      expect(commands.some((command) => command instanceof PutObjectCommand)).toBe(false);
    } finally {
      send.mockRestore();
    }
    expect(await sizeOf(storage, 'multipart/u1/big.bin')).toBe(12 * 1024 * 1024);
  });

  it("abandons the parts of a failed upload and reports the stream's error", async () => {
    const send = vi.spyOn(client, 'send');
    async function* failing() {
      for (let index = 0; index < 11; index += 1) yield Buffer.alloc(1024 * 1024, 1);
      throw new Error('client went away');
    }
    try {
      await expect(storage.put('multipart/u2/big.bin', Readable.from(failing()))).rejects.toThrow(
        'client went away',
      );
      // s3rver itself refuses AbortMultipartUpload; S3 and MinIO remove the parts.
      const commands = send.mock.calls.map(([command]) => command);
      expect(commands.some((command) => command instanceof AbortMultipartUploadCommand)).toBe(true);
    } finally {
      send.mockRestore();
    }
    expect(await storage.read('multipart/u2/big.bin')).toBeNull();
  });

  it('reports a missing bucket instead of reading it as a missing file', async () => {
    const lost = createS3Storage({ client, bucket: 'no-such-bucket' });
    await expect(lost.read('a/b.txt')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('is the driver the server uses when S3_BUCKET is set', async () => {
    const configured = await createStorage(
      loadConfig({
        S3_BUCKET: bucket,
        S3_ENDPOINT: server.endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'configured',
      }),
    );
    await configured.put('config/u1/a.txt', Readable.from([Buffer.from('from config')]));
    const unprefixed = createS3Storage({ client, bucket });
    expect(await readText(unprefixed, 'configured/config/u1/a.txt')).toBe('from config');
  });

  it('refuses an invalid prefix', () => {
    expect(() => createS3Storage({ client, bucket, prefix: '../escape' })).toThrow(
      'Invalid storage key',
    );
  });
});
