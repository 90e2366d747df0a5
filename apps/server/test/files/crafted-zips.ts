import { deflateRawSync } from 'node:zlib';
import { buildZip, docxParts } from '../support/sample-files.ts';

/**
 * Rewrites the unpacked sizes a zip declares (in its central directory and its local headers)
 * for the entries `sizeOf` names, leaving the packed bytes as they are: a directory that lies.
 * The zip must have no comment (as `buildZip` makes them).
 */
export function declareSizes(zip: Buffer, sizeOf: (name: string) => number | undefined): Buffer {
  const lying = Buffer.from(zip);
  const count = lying.readUInt16LE(lying.length - 12);
  let at = lying.readUInt32LE(lying.length - 6);
  for (let index = 0; index < count; index += 1) {
    const nameLength = lying.readUInt16LE(at + 28);
    const name = lying.toString('utf8', at + 46, at + 46 + nameLength);
    const size = sizeOf(name);
    if (size !== undefined) {
      lying.writeUInt32LE(size, at + 24);
      lying.writeUInt32LE(size, lying.readUInt32LE(at + 42) + 22);
    }
    at += 46 + nameLength + lying.readUInt16LE(at + 30) + lying.readUInt16LE(at + 32);
  }
  return lying;
}

/**
 * A Word document plus `count` parts of `partBytes` zeros each, whose directory declares each
 * part as `declared` bytes: it passes any check that trusts the declared sizes. The zeros are
 * deflated once and the bytes reused.
 */
export function buildLyingDocx({
  count,
  partBytes,
  declared,
}: {
  count: number;
  partBytes: number;
  declared: number;
}): Buffer {
  const zeros = Buffer.alloc(partBytes);
  const compressed = deflateRawSync(zeros);
  const padding = Array.from({ length: count }, (_, n) => ({
    name: `word/media/padding${n + 1}.bin`,
    data: zeros,
    compressed,
  }));
  const zip = buildZip([...docxParts, ...padding]);
  return declareSizes(zip, (name) => (name.startsWith('word/media/') ? declared : undefined));
}

/** The zip bomb of sample-files.ts (105 MB of zeros), its directory declaring 1 KB a part. */
export const buildLyingDocxBomb = () =>
  buildLyingDocx({ count: 5, partBytes: 21 * 1024 * 1024, declared: 1024 });
