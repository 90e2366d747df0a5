import { fileFolder } from '@brigade/shared/files/stored-file';
import { anyAllowedFileType, validateUpload } from '@brigade/shared/files/upload-rules';
import { AppError, fieldError } from '../../core/app-error.ts';
import { assertStorableInput } from '../../core/storable-input.ts';

/** What the browser says about a file when it starts a resumable upload (its tus metadata). */
export interface UploadDeclaration {
  fileName: string;
  /** The MIME type the browser declared (checked again against the bytes at the end). */
  fileType: string;
  /** Where the file goes; undefined lets the file service choose its default folder. */
  folder: string | undefined;
  size: number;
}

/**
 * Reads and checks an upload's start (spec section 5, "at the start of the upload"): the
 * `filename`, `filetype` and optional `folder` metadata and the announced length. Name, size
 * and type are judged as for every upload (validateUpload: an executable name is refused for
 * security reasons first) with the spec's messages, so a file that cannot pass is refused
 * before a single byte is sent. Throws an AppError.
 */
export function readUploadDeclaration(
  metadata: Record<string, string | null> | undefined,
  size: number | undefined,
): UploadDeclaration {
  assertStorableInput(metadata);
  const fileName = metadata?.filename?.trim() ?? '';
  const fileType = metadata?.filetype?.trim() ?? '';
  // The length must be known up front: the 10 MB rule is judged before any byte arrives.
  if (!fileName || size === undefined) throw new AppError('bad_request');
  const check = validateUpload({ name: fileName, size, type: fileType }, anyAllowedFileType);
  if (!check.ok) throw new AppError(check.code);
  const rawFolder = metadata?.folder;
  let folder: string | undefined;
  if (rawFolder) {
    const parsed = fileFolder.safeParse(rawFolder);
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message ?? 'storedFiles.validation.folderInvalid';
      throw new AppError('validation_failed', { fields: { folder: fieldError(key) } });
    }
    folder = parsed.data;
  }
  return { fileName: Array.from(fileName).slice(0, 255).join(''), fileType, folder, size };
}
