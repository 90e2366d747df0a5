import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildZip, docx, pdf } from '../../../test/support/sample-files.ts';
import { entryBytes, readZipDirectory } from './zip-directory.ts';

const notes = { name: 'notes.txt', data: Buffer.from('hello, world\n') };

describe('readZipDirectory', () => {
  it('lists each entry with its name, method, declared sizes and local header', () => {
    const entries = readZipDirectory(
      buildZip([notes, { name: 'dir/é.bin', data: Buffer.alloc(500) }]),
    );
    expect(entries).toEqual([
      {
        name: 'notes.txt',
        method: 8,
        compressedSize: expect.any(Number),
        uncompressedSize: 13,
        localHeaderOffset: 0,
      },
      {
        name: 'dir/é.bin',
        method: 8,
        compressedSize: expect.any(Number),
        uncompressedSize: 500,
        localHeaderOffset: expect.any(Number),
      },
    ]);
    expect(entries?.[1]?.compressedSize).toBeLessThan(500);
  });

  it('finds an entry’s packed bytes after its local header', () => {
    const zip = buildZip([notes, { name: 'dir/é.bin', data: Buffer.alloc(500) }]);
    const entries = readZipDirectory(zip) ?? [];
    expect(
      entries.map((entry) => inflateRawSync(entryBytes(zip, entry) ?? Buffer.alloc(0))),
    ).toEqual([notes.data, Buffer.alloc(500)]);
    const [first] = entries;
    if (!first) throw new Error('no entry');
    expect(entryBytes(zip, { ...first, localHeaderOffset: 1 })).toBeNull();
    expect(entryBytes(zip, { ...first, localHeaderOffset: zip.length - 4 })).toBeNull();
    expect(entryBytes(zip, { ...first, compressedSize: zip.length })).toBeNull();
  });

  it('reads a zip whose end record is followed by a comment', () => {
    const zip = buildZip([notes]);
    const comment = Buffer.from('made by a test, with a stray PK\u0005\u0006 inside');
    zip.writeUInt16LE(comment.length, zip.length - 2);
    expect(readZipDirectory(Buffer.concat([zip, comment]))?.map((e) => e.name)).toEqual([
      'notes.txt',
    ]);
  });

  it('lists the parts of a Word document', () => {
    expect(readZipDirectory(docx)?.map((entry) => entry.name)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
    ]);
  });

  it('refuses what is not a readable zip', () => {
    expect(readZipDirectory(Buffer.alloc(0))).toBeNull();
    expect(readZipDirectory(pdf)).toBeNull();
    // Cut short: the end record is gone.
    expect(readZipDirectory(docx.subarray(0, docx.length - 10))).toBeNull();
  });

  it('refuses a directory pointing outside the file or at something that is not an entry', () => {
    const outside = Buffer.from(docx);
    outside.writeUInt32LE(docx.length, docx.length - 6); // directory offset past the end
    expect(readZipDirectory(outside)).toBeNull();
    const shifted = Buffer.from(docx);
    const offset = docx.readUInt32LE(docx.length - 6);
    shifted.writeUInt32LE(offset + 1, docx.length - 6);
    expect(readZipDirectory(shifted)).toBeNull();
  });

  it('refuses ZIP64 markers, whose real sizes it does not read', () => {
    const zip = buildZip([notes]);
    const directory = zip.readUInt32LE(zip.length - 6);
    zip.writeUInt32LE(0xffffffff, directory + 24); // uncompressed size "in the ZIP64 field"
    expect(readZipDirectory(zip)).toBeNull();
    const counted = buildZip([notes]);
    counted.writeUInt16LE(0xffff, counted.length - 12);
    expect(readZipDirectory(counted)).toBeNull();
  });
});
