import { fileTypeFromBuffer, type FileTypeResult } from 'file-type';
import {
  allowedFileTypes,
  type AllowedFileType,
  type UploadRefusalCode,
} from '@brigade/shared/files/upload-rules';
import { checkDocx, type DocxCheck } from './docx-check.ts';
import { checkPlainText, type PlainTextCheck } from './plain-text-check.ts';

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

const DOCX: AllowedFileType =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const TEXT: AllowedFileType = 'text/plain';

export type ContentCheck =
  | { ok: true; type: AllowedFileType; extension: string }
  | { ok: false; code: UploadRefusalCode; detected: string | null };

function accepted(type: AllowedFileType): ContentCheck {
  return { ok: true, type, extension: allowedFileTypes[type] };
}

/**
 * What the content checks read of a file: the bytes in memory, or a file on disk read only
 * where a check needs it (see check-whole-file.ts).
 */
export interface ContentSource {
  size: number;
  /** The type its signature shows (`file-type`), if any. */
  detectType(): Promise<FileTypeResult | undefined>;
  /** The plain-text check on it (plain-text-check.ts). */
  plainText(): Promise<PlainTextCheck>;
  /** The docx check on it (docx-check.ts); undefined when it is only the file's head. */
  docx: (() => Promise<DocxCheck>) | undefined;
}

/**
 * Judges a file by its bytes, not by its name or declared type: an executable or a text file
 * renamed `.png` is refused. The stored extension comes from what the bytes are.
 *
 * `bytes` is the file's head (what `openUpload` samples) unless `whole` is set; then it is the
 * whole file and the checks that need all of it run too: a docx as a zip (its Word parts, and
 * what it really unpacks to, see docx-check.ts) and plain text to its last byte.
 * Plain text has no signature: it is accepted only where `allowed` lists text/plain.
 */
export function checkFileContent(
  bytes: Buffer,
  allowed: readonly AllowedFileType[],
  { whole = false }: { whole?: boolean } = {},
): Promise<ContentCheck> {
  return judgeContent(
    {
      size: bytes.length,
      detectType: () => fileTypeFromBuffer(bytes),
      plainText: () => Promise.resolve(checkPlainText(bytes, { whole })),
      docx: whole ? () => checkDocx(bytes) : undefined,
    },
    allowed,
  );
}

/** `checkFileContent`'s rules, on whatever source the bytes come from. */
export async function judgeContent(
  source: ContentSource,
  allowed: readonly AllowedFileType[],
): Promise<ContentCheck> {
  if (source.size === 0) return { ok: false, code: 'file_empty', detected: null };
  const detected = await source.detectType();
  if (!detected) {
    if (!allowed.includes(TEXT))
      return { ok: false, code: 'file_type_not_allowed', detected: null };
    const text = await source.plainText();
    return text.ok
      ? accepted(TEXT)
      : { ok: false, code: 'file_type_not_allowed', detected: text.detected };
  }
  if (EXECUTABLE_CONTENT.has(detected.ext)) {
    return { ok: false, code: 'file_type_unsafe', detected: detected.mime };
  }
  // An animated PNG is still a PNG: browsers show its first frame where APNG is unsupported.
  const mime = detected.mime === 'image/apng' ? 'image/png' : detected.mime;
  const type = allowed.find((candidate) => candidate === mime);
  if (!type) return { ok: false, code: 'file_type_not_allowed', detected: detected.mime };
  if (type === DOCX && source.docx && !(await source.docx()).ok) {
    // A zip bomb or a zip without a Word document is simply not an allowed type.
    return { ok: false, code: 'file_type_not_allowed', detected: 'application/zip' };
  }
  return accepted(type);
}
