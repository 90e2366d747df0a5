/**
 * Reads a zip file's central directory (PKWARE APPNOTE 4.3.12–4.3.16) without unpacking
 * anything: the names, compression methods, declared sizes and local headers of its entries,
 * and where an entry's packed bytes are. The sizes are only what the directory claims: a
 * crafted zip may understate them (docx-check.ts counts what the entries really unpack to).
 */

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated (APPNOTE 4.4.5); nothing else is unpacked here. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's local header starts. */
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const END_OF_DIRECTORY_BYTES = 22;
const DIRECTORY_ENTRY = 0x02014b50;
const DIRECTORY_ENTRY_BYTES = 46;
const LOCAL_HEADER = 0x04034b50;
const LOCAL_HEADER_BYTES = 30;
/** The end record sits at the very end, followed by a comment of at most 65,535 bytes. */
const MAX_COMMENT_BYTES = 0xffff;
/** Values saying "the real one is in a ZIP64 record". */
const ZIP64_16 = 0xffff;
const ZIP64_32 = 0xffffffff;

/** The end-of-central-directory record's offset, searched backwards over any comment. */
function findEndOfDirectory(zip: Buffer): number {
  const lowest = Math.max(0, zip.length - END_OF_DIRECTORY_BYTES - MAX_COMMENT_BYTES);
  for (let at = zip.length - END_OF_DIRECTORY_BYTES; at >= lowest; at -= 1) {
    if (zip.readUInt32LE(at) !== END_OF_DIRECTORY) continue;
    // The comment length must reach exactly to the end, or this is a stray signature.
    if (at + END_OF_DIRECTORY_BYTES + zip.readUInt16LE(at + 20) === zip.length) return at;
  }
  return -1;
}

/**
 * The entries of a whole zip file, or null when it is not a zip this reader accepts: no end
 * record, a directory outside the file, a damaged entry, or ZIP64 (needed only past 4 GB or
 * 65,535 entries, so never by an upload of 10 MB; its sizes are not read, so it is refused).
 */
export function readZipDirectory(zip: Buffer): ZipEntry[] | null {
  if (zip.length < END_OF_DIRECTORY_BYTES) return null;
  const end = findEndOfDirectory(zip);
  if (end < 0) return null;
  const disk = zip.readUInt16LE(end + 4);
  const directoryDisk = zip.readUInt16LE(end + 6);
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (disk !== 0 || directoryDisk !== 0) return null; // split archives are not uploads
  if (count === ZIP64_16 || directorySize === ZIP64_32 || directoryOffset === ZIP64_32) {
    return null;
  }
  if (directoryOffset + directorySize > end) return null;

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + DIRECTORY_ENTRY_BYTES > end || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const uncompressedSize = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeaderOffset = zip.readUInt32LE(at + 42);
    if (
      compressedSize === ZIP64_32 ||
      uncompressedSize === ZIP64_32 ||
      localHeaderOffset === ZIP64_32
    ) {
      return null;
    }
    const next = at + DIRECTORY_ENTRY_BYTES + nameLength + extraLength + commentLength;
    if (next > end) return null;
    const nameStart = at + DIRECTORY_ENTRY_BYTES;
    // Names are CP437 or UTF-8 (flag bit 11); the names looked for here are ASCII either way.
    const name = zip.toString('utf8', nameStart, nameStart + nameLength);
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    at = next;
  }
  return entries;
}

/**
 * An entry's packed bytes (a view of `zip`, nothing copied): after its local header, whose name
 * and extra field may differ in length from the directory's, `compressedSize` bytes. Null when
 * the local header or the bytes are not inside the file.
 */
export function entryBytes(zip: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.localHeaderOffset;
  if (at + LOCAL_HEADER_BYTES > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) return null;
  const start = at + LOCAL_HEADER_BYTES + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  return end <= zip.length ? zip.subarray(start, end) : null;
}
