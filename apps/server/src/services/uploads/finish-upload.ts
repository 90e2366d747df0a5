import { stat } from 'node:fs/promises';
import { storageQuotaBytes } from '@brigade/shared/constants';
import { anyAllowedFileType } from '@brigade/shared/files/upload-rules';
import type { StoredFileView } from '@brigade/shared/files/stored-file';
import type { SessionUser } from '@brigade/shared/session';
import { AppError } from '../../core/app-error.ts';
import type { AppContext } from '../../core/app-context.ts';
import { recordSecurityEvent } from '../security/record-security-event.ts';
import { checkWholeFileAt } from '../files/check-whole-file.ts';
import type { PlainTextCheck } from '../files/plain-text-check.ts';
import { storageUsed, storeCheckedFile } from '../stored-files/save-stored-file.ts';
import { presentFile } from '../stored-files/stored-file-record.ts';
import type { UploadDeclaration } from './upload-declaration.ts';

/** Where a file goes when the upload names no folder (the spec leaves it to the app). */
export const defaultUploadFolder = 'documents';

/** The answer to the request that completes an upload. */
export interface FinishedUploadAnswer {
  file: StoredFileView;
}

/** The quota judged on the announced size, so an upload that cannot fit never starts. */
export async function checkQuotaAtStart(
  ctx: AppContext,
  userId: string,
  size: number,
): Promise<void> {
  if ((await storageUsed(ctx.database.db, userId)) + size > storageQuotaBytes) {
    throw new AppError('storage_quota_exceeded');
  }
}

/**
 * Stores a completed upload (its bytes at `path`, at most 10 MB since the start was checked)
 * under the spec's whole-file checks (the bytes decide the type: an .exe renamed .pdf is
 * refused) and the quota. The file is judged where it lies, never loaded whole: `text` is the
 * plain-text verdict reached while its bytes arrived, if any (else the file is scanned); the
 * stored copy is the same bytes (a link on the same disk, see FileStorage.putFile). A refusal
 * for security reasons is also logged as a security event, as for other uploads. Throws an
 * AppError on refusal.
 */
export async function finishUpload(
  ctx: AppContext,
  upload: {
    user: SessionUser;
    ip: string;
    path: string;
    declaration: UploadDeclaration;
    text?: PlainTextCheck | undefined;
  },
): Promise<FinishedUploadAnswer> {
  const { user, declaration, path } = upload;
  // The length was bounded at the start; this is the last guard.
  const { size } = await stat(path);
  if (size !== declaration.size) throw new AppError('bad_request');
  const check = await checkWholeFileAt(
    path,
    { fileName: declaration.fileName, declaredType: declaration.fileType },
    anyAllowedFileType,
    upload.text ? { text: upload.text } : {},
  );
  if (!check.ok) {
    if (check.code === 'file_type_unsafe') await logUnsafeUpload(ctx, upload, 'executable_content');
    throw new AppError(check.code);
  }
  const row = await storeCheckedFile(
    ctx,
    { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() },
    { folder: declaration.folder ?? defaultUploadFolder, fileName: declaration.fileName },
    { check, size, put: (key) => ctx.storage.putFile(key, path) },
  );
  return { file: presentFile(row, [], user.id) };
}

/** A refusal "for security reasons" is a security event (as for the other uploads). */
export async function logUnsafeUpload(
  ctx: AppContext,
  upload: {
    user: SessionUser;
    ip: string;
    declaration: Pick<UploadDeclaration, 'fileName' | 'fileType'>;
  },
  reason: 'executable_name' | 'executable_content',
): Promise<void> {
  await recordSecurityEvent(ctx.database.db, {
    severity: reason === 'executable_content' ? 'high' : 'medium',
    type: 'unsafe_upload_refused',
    userId: upload.user.id,
    ip: upload.ip,
    details: {
      purpose: 'stored-file',
      reason,
      fileName: upload.declaration.fileName.slice(0, 255),
      declaredType: upload.declaration.fileType.slice(0, 255),
    },
  });
}
