import { Readable } from 'node:stream';
import { fileMaxBytes } from '@brigade/shared/constants';
import {
  validateUpload,
  type AllowedFileType,
  type UploadRefusalCode,
} from '@brigade/shared/files/upload-rules';
import { AppError } from '../../core/app-error.ts';
import { recordSecurityEvent } from '../security/record-security-event.ts';
import { checkFileContent } from './check-file-content.ts';
import { openUpload, UploadTooLargeError } from './open-upload.ts';
import type { AppContext } from '../../core/app-context.ts';

export interface IncomingFile {
  fileName: string;
  declaredType: string;
  stream: Readable;
}

export interface StoredUpload {
  key: string;
  type: AllowedFileType;
  extension: string;
  size: number;
}

/**
 * Stores an upload under the spec's rules (section 5), in the order every upload uses
 * (validateUpload): the name (executables refused "for security reasons", whatever their
 * declared type), the declared type, then the bytes — the first ones, then the whole file (at
 * most 10 MB, counted as it streams, held in memory once) — which decide the type and the
 * stored extension. Any refusal is the spec's message; one for security reasons is also a
 * security event.
 */
export async function storeCheckedUpload(
  ctx: AppContext,
  upload: IncomingFile,
  options: {
    allowed: readonly AllowedFileType[];
    /** Where the file goes, given the extension its bytes showed. */
    keyFor: (extension: string) => string;
    /** For the security log: what the upload was for, by whom, from where. */
    purpose: string;
    userId: string;
    ip: string;
  },
): Promise<StoredUpload> {
  const opened = await openUpload(upload.stream, fileMaxBytes);
  const refuse = async (code: UploadRefusalCode, detectedType?: string | null) => {
    await opened.discard();
    if (code === 'file_type_unsafe') {
      await recordSecurityEvent(ctx.database.db, {
        severity: detectedType ? 'high' : 'medium',
        type: 'unsafe_upload_refused',
        userId: options.userId,
        ip: options.ip,
        details: {
          purpose: options.purpose,
          reason: detectedType ? 'executable_content' : 'executable_name',
          fileName: upload.fileName.slice(0, 255),
          declaredType: upload.declaredType.slice(0, 255),
          ...(detectedType ? { detectedType } : {}),
        },
      });
    }
    return new AppError(code);
  };

  // The size is not known yet: `openUpload` counts it as the bytes arrive.
  const declared = validateUpload(
    { name: upload.fileName, type: upload.declaredType },
    options.allowed,
  );
  if (!declared.ok) throw await refuse(declared.code);
  // The first bytes refuse an obvious misfit before the rest is read; then the whole file is
  // judged (a docx as a zip with a bounded unpacked size, text by every byte), as for My Files.
  const head = await checkFileContent(opened.head, options.allowed);
  if (!head.ok) throw await refuse(head.code, head.detected);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of opened.body) chunks.push(chunk as Buffer);
  } catch (error) {
    if (error instanceof UploadTooLargeError) throw await refuse('file_too_large');
    throw error;
  }
  const bytes = Buffer.concat(chunks);
  const content = await checkFileContent(bytes, options.allowed, { whole: true });
  if (!content.ok) throw await refuse(content.code, content.detected);

  const key = options.keyFor(content.extension);
  await ctx.storage.put(key, Readable.from([bytes]));
  const size = bytes.length;
  return { key, type: content.type, extension: content.extension, size };
}
