import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import type { Config } from '../../config/env.ts';
import { s3SettingsOf } from '../../storage/create-storage.ts';
import { UNFINISHED_UPLOAD_LIFETIME_MS, type UploadStore } from './upload-store.ts';

/**
 * The configured store: with S3_BUCKET, the bucket (any server can take any request of any
 * upload); otherwise this server's DATA_DIR/uploads.
 */
export async function openUploadStore(config: Config): Promise<UploadStore> {
  if (config.S3_BUCKET) {
    // The S3 client and tus's S3 store load only then: every start paid for them (issue 20).
    const [{ s3ClientConfig }, { createS3UploadStore }] = await Promise.all([
      import('../../storage/s3-storage.ts'),
      import('./s3-upload-store.ts'),
    ]);
    return createS3UploadStore({
      clientConfig: s3ClientConfig(s3SettingsOf(config)),
      bucket: config.S3_BUCKET,
      prefix: config.S3_PREFIX,
      lifetimeMs: UNFINISHED_UPLOAD_LIFETIME_MS,
    });
  }
  return openDiskUploadStore(join(config.DATA_DIR, 'uploads'));
}

async function openDiskUploadStore(directory: string): Promise<UploadStore> {
  // First the folder: FileStore's constructor creates it without waiting and throws from a
  // callback if it cannot, which would end the process.
  await mkdir(directory, { recursive: true });
  const datastore = new FileStore({
    directory,
    expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_LIFETIME_MS,
  });
  return {
    datastore,
    shared: false,
    storeId: (urlId) => urlId,
    urlId: (storeId) => storeId,
    withLocalCopy: (storeId, use) => use(join(directory, storeId)),
    async discard(storeId) {
      await datastore.remove(storeId).catch(() => undefined);
      // FileStore keeps the metadata next to the bytes; remove() may leave it on an error path.
      await rm(join(directory, `${storeId}.json`), { force: true });
    },
  };
}
