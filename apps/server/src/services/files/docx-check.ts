import { readZipDirectory } from './zip-directory.ts';

/**
 * At most this many bytes unpacked, over all of a docx's entries. A real document of up to the
 * 10 MB upload limit unpacks to a few times its size (XML compresses about 10:1), far below
 * this; a zip bomb — a small file declaring gigabytes — is refused before anyone unpacks it.
 */
export const DOCX_MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;

/** The part every Word document has (ECMA-376 part 1, the main document part). */
const MAIN_DOCUMENT = 'word/document.xml';
const CONTENT_TYPES = '[Content_Types].xml';

export type DocxCheck =
  { ok: true } | { ok: false; reason: 'not_a_zip' | 'not_a_docx' | 'too_large_unpacked' };

/**
 * Checks a whole file that claims to be a docx, from its zip directory: it must be a readable
 * zip, unpack to at most DOCX_MAX_UNCOMPRESSED_BYTES and hold a Word document's parts.
 * It needs the whole file: the directory is at the end.
 */
export function checkDocx(whole: Buffer): DocxCheck {
  const entries = readZipDirectory(whole);
  if (!entries) return { ok: false, reason: 'not_a_zip' };
  const unpacked = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
  if (unpacked > DOCX_MAX_UNCOMPRESSED_BYTES) return { ok: false, reason: 'too_large_unpacked' };
  const names = new Set(entries.map((entry) => entry.name));
  return names.has(MAIN_DOCUMENT) && names.has(CONTENT_TYPES)
    ? { ok: true }
    : { ok: false, reason: 'not_a_docx' };
}
