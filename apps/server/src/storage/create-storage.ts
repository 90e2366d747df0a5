import { join } from 'node:path';
import type { Config } from '../config/env.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import type { S3ClientSettings } from './s3-storage.ts';

/**
 * The configured storage driver: an S3-compatible bucket when S3_BUCKET is set, else
 * DATA_DIR/files. The S3 client loads only then: every start would otherwise pay for it (issue 20).
 */
export async function createStorage(config: Config): Promise<FileStorage> {
  if (!config.S3_BUCKET) return createLocalDiskStorage(join(config.DATA_DIR, 'files'));
  const { createS3Client, createS3Storage } = await import('./s3-storage.ts');
  const client = createS3Client(s3SettingsOf(config));
  return createS3Storage({ client, bucket: config.S3_BUCKET, prefix: config.S3_PREFIX });
}

/** The S3 client settings from the S3_* variables (meaningful when S3_BUCKET is set). */
export function s3SettingsOf(config: Config): S3ClientSettings {
  return {
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}
