import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { assertStorageKey, type FileStorage } from './file-storage.ts';

export interface S3ClientSettings {
  region: string;
  /** A non-AWS server (MinIO, s3rver…); unset: AWS itself. */
  endpoint?: string;
  /** Both or neither: without them the SDK's default chain (AWS_* variables, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path rather than the host name: what MinIO and s3rver expect. */
  forcePathStyle: boolean;
}

export function createS3Client(settings: S3ClientSettings): S3Client {
  return new S3Client(s3ClientConfig(settings));
}

/** The SDK client's configuration: the same for stored files and for resumable uploads' parts. */
export function s3ClientConfig(settings: S3ClientSettings): S3ClientConfig {
  const { accessKeyId, secretAccessKey } = settings;
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Since 3.729 the SDK sends CRC32 checksums with every upload (as aws-chunked trailers on
    // streams) and checks them on every answer; several S3-compatible stores reject or mangle
    // these. Checksums only where S3 requires one: TLS still protects the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
  /** Keys live under `{prefix}/` in the bucket (several apps or environments in one bucket). */
  prefix?: string;
  /** Keys per ListObjectsV2 page (S3's maximum is 1000; tests lower it to cover paging). */
  listPageSize?: number;
}

/** Objects are sent in parts of this size (S3's minimum): at most a few parts are in memory. */
const PART_SIZE = 5 * 1024 * 1024;

/**
 * The storage driver for deployments with several servers: files in an S3-compatible bucket.
 * `put` streams with a multipart upload (a single PUT below one part); S3 makes an object
 * visible only once its PUT or its multipart completion succeeds, and replaces it atomically,
 * so readers never see half a file and a failed upload (aborted: no parts are left behind)
 * leaves the previous file in place. Folders do not exist in S3: `list` is a prefix listing.
 */
export function createS3Storage({
  client,
  bucket,
  prefix,
  listPageSize = 1000,
}: S3StorageOptions): FileStorage {
  if (prefix !== undefined) assertStorageKey(prefix);
  const base = prefix === undefined ? '' : `${prefix}/`;
  const objectKey = (key: string): string => {
    assertStorageKey(key);
    return base + key;
  };

  const storage: FileStorage = {
    async put(key, body) {
      const Key = objectKey(key);
      // We abort a failed multipart upload ourselves rather than through `leavePartsOnError:
      // false`, which reports a failed abort instead of what made the upload fail.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key, Body: body },
        partSize: PART_SIZE,
        queueSize: 2,
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (error) {
        if (upload.uploadId) {
          const abort = { Bucket: bucket, Key, UploadId: upload.uploadId };
          // Best effort: parts left over (abort refused, network gone) are billed but never
          // visible; a bucket lifecycle rule (AbortIncompleteMultipartUpload) clears them.
          await client.send(new AbortMultipartUploadCommand(abort)).catch(() => undefined);
        }
        throw error;
      }
    },

    async putFile(key, path) {
      // Opened first: a missing file is this call's error, not a stream's unhandled one.
      const file = await open(path, 'r');
      try {
        await storage.put(key, file.createReadStream({ autoClose: false }));
      } finally {
        await file.close();
      }
    },

    async read(key) {
      const answer = await client
        .send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
        .catch((error: unknown) => {
          if (isNotFound(error)) return null;
          throw error;
        });
      if (!answer) return null;
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a stream');
      return {
        body: answer.Body,
        size: answer.ContentLength ?? 0,
        lastModified: answer.LastModified ?? new Date(0),
      };
    },

    async delete(key) {
      // S3 answers 204 whether or not the object existed.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async list(folder) {
      const pages = paginateListObjectsV2(
        { client, pageSize: listPageSize },
        { Bucket: bucket, Prefix: `${objectKey(folder)}/` },
      );
      const keys: string[] = [];
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          if (object.Key) keys.push(object.Key.slice(base.length));
        }
      }
      return keys;
    },
  };
  return storage;
}

/** A missing object; a missing bucket (also a 404) is a configuration error and is thrown. */
function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException) || error.name === 'NoSuchBucket') return false;
  return error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
}
