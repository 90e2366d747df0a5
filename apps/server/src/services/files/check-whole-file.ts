import { open } from 'node:fs/promises';
import { fileMaxBytes } from '@brigade/shared/constants';
import { validateUpload, type AllowedFileType } from '@brigade/shared/files/upload-rules';
import { checkFileContent, type ContentCheck } from './check-file-content.ts';

export interface WholeFile {
  /** The name the user gave it (only checked, never used as the storage name). */
  fileName: string;
  /** The MIME type the browser declared. */
  declaredType: string;
  /** The file's bytes, all of them. */
  bytes: Buffer;
}

/**
 * The spec's upload checks (section 5) on a file received in full — as a resumable upload is
 * when it completes: name, size and declared type as every upload judges them (validateUpload:
 * an executable name is refused for security reasons before anything else), then the bytes,
 * which decide the type and stored extension (see checkFileContent with `whole`). The first
 * refusal wins; `detected` says what the bytes were when they were the reason.
 */
export async function checkWholeFile(
  file: WholeFile,
  allowed: readonly AllowedFileType[],
): Promise<ContentCheck> {
  const declared = validateUpload(
    { name: file.fileName, size: file.bytes.length, type: file.declaredType },
    allowed,
  );
  if (!declared.ok) return { ok: false, code: declared.code, detected: null };
  return checkFileContent(file.bytes, allowed, { whole: true });
}

/**
 * `checkWholeFile` for a file on disk (a finished upload in the upload folder). The size is
 * judged before reading, so a file over the limit is never loaded into memory; at most
 * `fileMaxBytes + 1` bytes are read even if it grows meanwhile.
 */
export async function checkWholeFileAt(
  path: string,
  meta: Omit<WholeFile, 'bytes'>,
  allowed: readonly AllowedFileType[],
): Promise<ContentCheck> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size > fileMaxBytes) return { ok: false, code: 'file_too_large', detected: null };
    const buffer = Buffer.alloc(Math.min(size, fileMaxBytes) + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    return await checkWholeFile({ ...meta, bytes: buffer.subarray(0, length) }, allowed);
  } finally {
    await handle.close();
  }
}
