import { fileTypeFromBuffer } from 'file-type';
import {
  allowedFileTypes,
  type AllowedFileType,
  type UploadRefusalCode,
} from '@brigade/shared/files/upload-rules';

/** Types `file-type` recognises as programs: refused "for security reasons" whatever the name. */
const EXECUTABLE_CONTENT = new Set([
  'exe',
  'elf',
  'macho',
  'class',
  'jar',
  'msi',
  'apk',
  'dex',
  'wasm',
]);

export type ContentCheck =
  | { ok: true; type: AllowedFileType; extension: string }
  | { ok: false; code: UploadRefusalCode; detected: string | null };

/**
 * Judges a file by its first bytes, not by its name or declared type: an executable or a text
 * file renamed `.png` is refused. The stored extension comes from what the bytes are. (Plain
 * text has no signature; when issue 6 allows text/plain it needs a check of its own here.)
 */
export async function checkFileContent(
  head: Buffer,
  allowed: readonly AllowedFileType[],
): Promise<ContentCheck> {
  if (head.length === 0) return { ok: false, code: 'file_empty', detected: null };
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return { ok: false, code: 'file_type_not_allowed', detected: null };
  if (EXECUTABLE_CONTENT.has(detected.ext)) {
    return { ok: false, code: 'file_type_unsafe', detected: detected.mime };
  }
  // An animated PNG is still a PNG: browsers show its first frame where APNG is unsupported.
  const mime = detected.mime === 'image/apng' ? 'image/png' : detected.mime;
  const type = allowed.find((candidate) => candidate === mime);
  return type
    ? { ok: true, type, extension: allowedFileTypes[type] }
    : { ok: false, code: 'file_type_not_allowed', detected: detected.mime };
}
