import { describe, expect, it } from 'vitest';
import {
  buildDocxBomb,
  buildZip,
  docx,
  docxParts,
  plainZip,
  pdf,
} from '../../../test/support/sample-files.ts';
import { checkDocx, DOCX_MAX_UNCOMPRESSED_BYTES } from './docx-check.ts';

describe('checkDocx', () => {
  it('accepts a Word document', () => {
    expect(checkDocx(docx)).toEqual({ ok: true });
  });

  it('accepts exactly the unpacked-size bound, and refuses one byte more (a zip bomb)', () => {
    const withDeclared = (extra: number) => {
      const zip = buildZip([...docxParts, { name: 'word/media/big.bin', data: Buffer.alloc(1) }]);
      const partsSize = docxParts.reduce((total, part) => total + part.data.length, 0);
      // Declare the last entry's unpacked size in the directory, as a bomb's would be.
      const directory = zip.readUInt32LE(zip.length - 6);
      let at = directory;
      for (let index = 0; index < docxParts.length; index += 1) {
        at += 46 + zip.readUInt16LE(at + 28);
      }
      zip.writeUInt32LE(DOCX_MAX_UNCOMPRESSED_BYTES - partsSize + extra, at + 24);
      return zip;
    };
    expect(checkDocx(withDeclared(0))).toEqual({ ok: true });
    expect(checkDocx(withDeclared(1))).toEqual({ ok: false, reason: 'too_large_unpacked' });
  });

  it('refuses a real zip bomb: 105 MB of zeros in a file of about 100 KB', () => {
    const bomb = buildDocxBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(checkDocx(bomb)).toEqual({ ok: false, reason: 'too_large_unpacked' });
  });

  it('refuses a zip without the Word parts', () => {
    expect(checkDocx(plainZip)).toEqual({ ok: false, reason: 'not_a_docx' });
    const noBody = buildZip(docxParts.filter((part) => part.name !== 'word/document.xml'));
    expect(checkDocx(noBody)).toEqual({ ok: false, reason: 'not_a_docx' });
    const noTypes = buildZip(docxParts.filter((part) => part.name !== '[Content_Types].xml'));
    expect(checkDocx(noTypes)).toEqual({ ok: false, reason: 'not_a_docx' });
  });

  it('refuses what is not a zip, or only its head', () => {
    expect(checkDocx(pdf)).toEqual({ ok: false, reason: 'not_a_zip' });
    expect(checkDocx(docx.subarray(0, 300))).toEqual({ ok: false, reason: 'not_a_zip' });
  });
});
