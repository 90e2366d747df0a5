import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  buildLyingDocx,
  buildLyingDocxBomb,
  declareSizes,
} from '../../../test/files/crafted-zips.ts';
import {
  buildDocxBomb,
  buildZip,
  docx,
  docxParts,
  plainZip,
  pdf,
} from '../../../test/support/sample-files.ts';
import { checkDocx, DOCX_MAX_UNCOMPRESSED_BYTES, unpackedSize } from './docx-check.ts';

const partsSize = docxParts.reduce((total, part) => total + part.data.length, 0);
/** A Word document with a picture of `bytes` bytes, its sizes declared honestly. */
const withPicture = (bytes: number) =>
  buildZip([...docxParts, { name: 'word/media/image1.png', data: Buffer.alloc(bytes, 7) }]);

describe('checkDocx', () => {
  it('accepts a Word document', async () => {
    expect(await checkDocx(docx)).toEqual({ ok: true });
  });

  it('accepts a document whose declared sizes are honest, up to exactly the bound', async () => {
    const zip = withPicture(64 * 1024);
    const total = partsSize + 64 * 1024;
    expect(await checkDocx(zip)).toEqual({ ok: true });
    expect(await checkDocx(zip, { maxUnpackedBytes: total })).toEqual({ ok: true });
    expect(await checkDocx(zip, { maxUnpackedBytes: total - 1 })).toEqual({
      ok: false,
      reason: 'too_large_unpacked',
    });
  });

  it('refuses a directory declaring more than the bound before unpacking anything', async () => {
    const zip = declareSizes(withPicture(1), (name) =>
      name === 'word/media/image1.png' ? DOCX_MAX_UNCOMPRESSED_BYTES - partsSize + 1 : undefined,
    );
    expect(await checkDocx(zip)).toEqual({ ok: false, reason: 'too_large_unpacked' });
  });

  it('refuses a real zip bomb: 105 MB of zeros in a file of about 100 KB', async () => {
    const bomb = buildDocxBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await checkDocx(bomb)).toEqual({ ok: false, reason: 'too_large_unpacked' });
  });

  it('judges by the bytes inflated: a bomb whose directory declares 1 KB a part is refused', async () => {
    const bomb = buildLyingDocxBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await checkDocx(bomb)).toEqual({ ok: false, reason: 'wrong_sizes' });
    // Small parts too: 20 bytes declared, 128 KB inside.
    const lying = buildLyingDocx({ count: 2, partBytes: 64 * 1024, declared: 10 });
    expect(await checkDocx(lying)).toEqual({ ok: false, reason: 'wrong_sizes' });
  });

  it('inflates as a stream and stops once past the limit, not at the end', async () => {
    const zeros = deflateRawSync(Buffer.alloc(21 * 1024 * 1024));
    const size = await unpackedSize({ method: 8 }, zeros, 1024);
    expect(size).toBeGreaterThan(1024);
    expect(size).toBeLessThanOrEqual(1024 + 64 * 1024);
    expect(await unpackedSize({ method: 8 }, zeros, 21 * 1024 * 1024)).toBe(21 * 1024 * 1024);
    expect(await unpackedSize({ method: 0 }, Buffer.alloc(10), 5)).toBe(10);
    // Methods a Word document does not use (bzip2 here) are not unpacked.
    expect(await unpackedSize({ method: 12 }, zeros, 1024)).toBeNull();
    expect(await unpackedSize({ method: 8 }, zeros.subarray(0, 100), 1024 * 1024)).toBeNull();
  });

  it('refuses a part declared larger than it unpacks, or that cannot be inflated', async () => {
    const overstated = declareSizes(withPicture(100), (name) =>
      name === 'word/media/image1.png' ? 101 : undefined,
    );
    expect(await checkDocx(overstated)).toEqual({ ok: false, reason: 'wrong_sizes' });
    const garbled = withPicture(4096);
    // The picture's packed bytes end just before the directory: overwrite them.
    const directory = garbled.readUInt32LE(garbled.length - 6);
    garbled.fill(0xff, directory - 8, directory);
    expect(await checkDocx(garbled)).toEqual({ ok: false, reason: 'not_a_zip' });
  });

  it('refuses a zip without the Word parts', async () => {
    expect(await checkDocx(plainZip)).toEqual({ ok: false, reason: 'not_a_docx' });
    const noBody = buildZip(docxParts.filter((part) => part.name !== 'word/document.xml'));
    expect(await checkDocx(noBody)).toEqual({ ok: false, reason: 'not_a_docx' });
    const noTypes = buildZip(docxParts.filter((part) => part.name !== '[Content_Types].xml'));
    expect(await checkDocx(noTypes)).toEqual({ ok: false, reason: 'not_a_docx' });
  });

  it('refuses what is not a zip, or only its head', async () => {
    expect(await checkDocx(pdf)).toEqual({ ok: false, reason: 'not_a_zip' });
    expect(await checkDocx(docx.subarray(0, 300))).toEqual({ ok: false, reason: 'not_a_zip' });
  });
});
