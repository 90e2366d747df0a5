import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { fileMaxBytes } from '@brigade/shared/constants';
import { validateUpload, type AllowedFileType } from '@brigade/shared/files/upload-rules';
import { checkFileContent, judgeContent, type ContentCheck } from './check-file-content.ts';
import { checkDocx } from './docx-check.ts';
import type { PlainTextCheck } from './plain-text-check.ts';
import { createPlainTextScan } from './plain-text-scan.ts';

/** The pieces a file on disk is scanned in. */
const CHUNK_BYTES = 1024 * 1024;

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
 * `checkWholeFile` for a file on disk (a finished upload), without loading it: the size is
 * judged from the file system first (so a file over the limit is never read), the type from
 * the bytes its signature needs (`file-type` reads those), plain text by `text` — the verdict of
 * a scan run while the bytes arrived (plain-text-scan.ts) — or, when there was none, by
 * streaming the file through the same scan. A docx is read for its zip checks (docx-check.ts).
 */
export async function checkWholeFileAt(
  path: string,
  meta: Omit<WholeFile, 'bytes'>,
  allowed: readonly AllowedFileType[],
  { text }: { text?: PlainTextCheck } = {},
): Promise<ContentCheck> {
  const { size } = await stat(path);
  if (size > fileMaxBytes) return { ok: false, code: 'file_too_large', detected: null };
  const declared = validateUpload({ name: meta.fileName, size, type: meta.declaredType }, allowed);
  if (!declared.ok) return { ok: false, code: declared.code, detected: null };
  return judgeContent(
    {
      size,
      detectType: () => fileTypeFromFile(path),
      plainText: async () => text ?? (await scanFile(path, size)),
      docx: async () => checkDocx(await readFileUpTo(path, size)),
    },
    allowed,
  );
}

/** The plain-text scan of a file, streamed (when no scan ran as its bytes arrived). */
async function scanFile(path: string, size: number): Promise<PlainTextCheck> {
  const scan = createPlainTextScan();
  // The size judged above and no more (`end` is inclusive), even if the file grows meanwhile.
  const bytes = createReadStream(path, { end: size - 1, highWaterMark: CHUNK_BYTES });
  for await (const chunk of bytes) {
    scan.update(chunk as Buffer);
  }
  return scan.finish();
}

/** The file's first `size` bytes (at most `fileMaxBytes + 1`). */
async function readFileUpTo(path: string, size: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(size, fileMaxBytes + 1));
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    return buffer.subarray(0, length);
  } finally {
    await handle.close();
  }
}
