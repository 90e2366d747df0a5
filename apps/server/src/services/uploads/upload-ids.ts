import { randomBytes } from 'node:crypto';

/** `{ownerId}_{32 hex digits}`: the owner's id (a UUID) and 128 random bits. */
const UPLOAD_ID = /^([0-9a-f-]{36})_[0-9a-f]{32}$/;

/**
 * A new resumable upload's id. It starts with its owner's id, so who may continue, read or end
 * an upload is known from its URL alone: a stranger's request is refused (404) before the
 * upload is even looked up, and no client-sent metadata is trusted for it.
 */
export function newUploadId(ownerId: string): string {
  return `${ownerId}_${randomBytes(16).toString('hex')}`;
}

/** Whether `uploadId` is a well-formed id of an upload `userId` created. */
export function isOwnUpload(uploadId: string, userId: string): boolean {
  return UPLOAD_ID.exec(uploadId)?.[1] === userId;
}
