import { createInflateRaw } from 'node:zlib';
import { entryBytes, readZipDirectory, type ZipEntry } from './zip-directory.ts';

/**
 * At most this many bytes unpacked, over all of a docx's entries. A real document of up to the
 * 10 MB upload limit unpacks to a few times its size (XML compresses about 10:1), far below
 * this; a zip bomb — a small file unpacking to gigabytes — is refused, whatever its directory
 * declares.
 */
export const DOCX_MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;

/** The part every Word document has (ECMA-376 part 1, the main document part). */
const MAIN_DOCUMENT = 'word/document.xml';
const CONTENT_TYPES = '[Content_Types].xml';
/** The compression methods a Word document uses (APPNOTE 4.4.5). */
const STORED = 0;
const DEFLATED = 8;

export type DocxCheck =
  | { ok: true }
  | { ok: false; reason: 'not_a_zip' | 'not_a_docx' | 'too_large_unpacked' | 'wrong_sizes' };

/**
 * How many bytes an entry really unpacks to, inflated as a stream whose output is counted and
 * dropped: once more than `limit` bytes have come out it stops (the answer is then over
 * `limit`, by at most one chunk) and the rest is never inflated. Null when the bytes cannot be
 * unpacked.
 */
export async function unpackedSize(
  entry: Pick<ZipEntry, 'method'>,
  packed: Buffer,
  limit: number,
): Promise<number | null> {
  if (entry.method === STORED) return packed.length;
  if (entry.method !== DEFLATED) return null;
  const inflate = createInflateRaw();
  inflate.end(packed);
  let size = 0;
  try {
    for await (const chunk of inflate) {
      size += (chunk as Buffer).length;
      // Leaving the loop destroys the stream: nothing more is inflated.
      if (size > limit) break;
    }
  } catch {
    return null; // damaged deflate data, or cut short
  }
  return size;
}

/**
 * Checks a whole file that claims to be a docx: it must be a readable zip holding a Word
 * document's parts, and unpack to at most `maxUnpackedBytes`. The directory's declared sizes
 * refuse an open bomb without unpacking anything; but a directory can understate them, so
 * every entry is then inflated (streamed, its output counted and dropped) and must unpack to
 * exactly its declared size — inflating stops as soon as it passes it. What is really unpacked
 * therefore stays within the bound, and a lying bomb costs one chunk past its first lie.
 * It needs the whole file: the directory is at the end.
 */
export async function checkDocx(
  whole: Buffer,
  { maxUnpackedBytes = DOCX_MAX_UNCOMPRESSED_BYTES }: { maxUnpackedBytes?: number } = {},
): Promise<DocxCheck> {
  const entries = readZipDirectory(whole);
  if (!entries) return { ok: false, reason: 'not_a_zip' };
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has(MAIN_DOCUMENT) || !names.has(CONTENT_TYPES)) {
    return { ok: false, reason: 'not_a_docx' };
  }
  const declared = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
  if (declared > maxUnpackedBytes) return { ok: false, reason: 'too_large_unpacked' };

  for (const entry of entries) {
    const packed = entryBytes(whole, entry);
    const size = packed && (await unpackedSize(entry, packed, entry.uncompressedSize));
    if (size === null) return { ok: false, reason: 'not_a_zip' };
    if (size !== entry.uncompressedSize) return { ok: false, reason: 'wrong_sizes' };
  }
  return { ok: true };
}
