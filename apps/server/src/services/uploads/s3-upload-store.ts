import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { S3Store, type MetadataValue, type Options } from '@tus/s3-store';
import { ERRORS, type KvStore } from '@tus/server';
import type { UploadStore } from './upload-store.ts';

/**
 * Bytes are held back in a `.part` object until they make a part of S3's minimum size (all but
 * the last part need 5 MiB): the smallest value keeps what each PATCH re-reads small.
 */
const PART_BYTES = 5 * 1024 * 1024;
/** Beside the stored files, under S3_PREFIX: no storage key starts with a dot, so none clashes. */
const FOLDER = '.uploads';

/**
 * No metadata cache: another server may have ended or finished an upload since this one read
 * it. The `.info` object in the bucket is the one truth every server reads.
 */
const noCache: KvStore<MetadataValue> = {
  get: () => Promise.resolve(undefined),
  set: () => Promise.resolve(),
  delete: () => Promise.resolve(),
};

/**
 * `@tus/s3-store` with its objects under one key prefix: an upload's parts are a multipart
 * upload of the key `{prefix}.uploads/{id}`, beside `{id}.info` (its metadata) and `{id}.part`
 * (bytes held back). Removing an upload takes all three, and the sweep looks under the prefix
 * only (the stock one aborts every multipart upload in the bucket, other apps' included).
 */
class PrefixedS3Store extends S3Store {
  readonly keyPrefix: string;

  constructor(options: Options, keyPrefix: string) {
    super(options);
    this.keyPrefix = keyPrefix;
  }

  /** Removes an upload's objects and aborts its multipart upload if it is unfinished. */
  async discard(id: string, uploadId?: string): Promise<void> {
    const multipart =
      uploadId ?? (await this.getMetadata(id).catch(() => undefined))?.['upload-id'];
    if (multipart) {
      // Refused (NoSuchUpload) once the upload is complete: nothing is left to abort then.
      const abort = { Bucket: this.bucket, Key: id, UploadId: multipart };
      await this.client.abortMultipartUpload(abort).catch(() => undefined);
    }
    const keys = [id, this.infoKey(id), this.partKey(id, true)];
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
    });
  }

  /** A DELETE (tus termination); the stock one leaves the `.part` object behind. */
  override async remove(id: string): Promise<void> {
    const metadata = await this.getMetadata(id).catch((error: unknown) => {
      throw isMissing(error) ? ERRORS.FILE_NOT_FOUND : error;
    });
    await this.discard(id, metadata['upload-id']);
  }

  /**
   * Removes uploads started more than the lifetime ago (tus refuses to continue them by then):
   * by their objects' age, which also finds what a crash kept from being discarded. A multipart
   * upload without its `.info` (a crash between the two) is left to the bucket's lifecycle rule.
   */
  override async deleteExpired(): Promise<number> {
    const cutoff = Date.now() - this.getExpiration();
    const expired = new Set<string>();
    let token: string | undefined;
    do {
      const page = await this.client.listObjectsV2({
        Bucket: this.bucket,
        Prefix: this.keyPrefix,
        ContinuationToken: token,
      });
      for (const object of page.Contents ?? []) {
        if (object.Key && (object.LastModified?.getTime() ?? 0) < cutoff) {
          expired.add(object.Key.replace(/\.(info|part)$/, ''));
        }
      }
      token = page.NextContinuationToken;
    } while (token);
    for (const id of expired) await this.discard(id);
    return expired.size;
  }
}

function isMissing(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  return name === 'NoSuchKey' || name === 'NotFound';
}

export interface S3UploadStoreOptions {
  clientConfig: S3ClientConfig;
  bucket: string;
  /** S3_PREFIX: uploads go under `{prefix}/.uploads/`, else under `.uploads/`. */
  prefix: string | undefined;
  lifetimeMs: number;
}

/**
 * Unfinished uploads in the S3 bucket, so any server can take any request of any upload: the
 * parts, what is held back of them and the metadata are all in the bucket, none on a server.
 * The id in an upload's URL stays the bare id; the store's id carries the key prefix.
 */
export function createS3UploadStore(options: S3UploadStoreOptions): UploadStore {
  const keyPrefix = `${options.prefix === undefined ? '' : `${options.prefix}/`}${FOLDER}/`;
  const datastore = new PrefixedS3Store(
    {
      s3ClientConfig: { ...options.clientConfig, bucket: options.bucket },
      partSize: PART_BYTES,
      cache: noCache,
      // Tags would only serve a lifecycle rule; several S3-compatible stores lack them.
      useTags: false,
      expirationPeriodInMilliseconds: options.lifetimeMs,
    },
    keyPrefix,
  );
  return {
    datastore,
    shared: true,
    storeId: (urlId) => keyPrefix + urlId,
    urlId: (storeId) => storeId.slice(keyPrefix.length),
    async withLocalCopy(storeId, use) {
      const folder = await mkdtemp(join(tmpdir(), 'brigade-upload-'));
      try {
        const path = join(folder, 'upload');
        await pipeline(await datastore.read(storeId), createWriteStream(path, { mode: 0o600 }));
        return await use(path);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    discard: (storeId) => datastore.discard(storeId),
  };
}
