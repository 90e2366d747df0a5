import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * Small but real files for upload tests. The PNG is encoded here from its bytes; the others are
 * tiny images checked to decode in Chromium (the JPEG and WebP were drawn on a canvas there).
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A solid-colour RGB PNG of the given size. */
export function buildPng(width = 2, height = 2, rgb: [number, number, number] = [192, 57, 43]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const pixels = Buffer.concat(Array<Buffer>(height).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1×1 GIF89a. */
export const gif = Buffer.from(
  'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
  'base64',
);

/** A 1×1 lossless WebP. */
export const webp = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A 2×2 baseline JPEG (JFIF with an sRGB profile), as Chromium's canvas writes it. */
export const jpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AAB' +
    'AAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAA' +
    'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFla' +
    'AAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAA' +
    'AChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1' +
    'AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBh' +
    'cmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAc' +
    'AEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9' +
    'PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2Nj' +
    'Y2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAA' +
    'AAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEA' +
    'AAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCeACoH/9k=',
  'base64',
);

/** A Windows program's first bytes ("MZ" header), to be disguised as a picture. */
export const windowsProgram = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(254, 0x90)]);

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipartBody(fileName: string, type: string, data: Buffer) {
  const boundary = `----brigade${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest file that is a PDF by its bytes. */
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Plain UTF-8 text with the allowed controls (tab, CR, LF, form feed) and non-ASCII letters. */
export const plainText = Buffer.from('Menu\tprix\r\nCrème brûlée\t7 €\n\fPage 2\n', 'utf8');

/** An HTML page, to be disguised as plain text. */
export const htmlPage = Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>\n');

/** A Linux program's first bytes (ELF header, 64-bit little-endian x86-64 executable). */
export const linuxProgram = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0]),
  Buffer.alloc(236, 0),
]);

export interface ZipPart {
  name: string;
  data: Buffer;
}

/**
 * A zip file of the given parts, deflated, as PKWARE APPNOTE describes it: local headers and
 * data, then the central directory and its end record. `compressed` may replace a part's data
 * with ready deflated bytes (to repeat one zip bomb part without deflating it each time).
 */
export function buildZip(parts: readonly (ZipPart & { compressed?: Buffer })[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const packed = part.compressed ?? deflateRawSync(part.data);
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0); // version needed: 2.0 (deflate)
    common.writeUInt16LE(0x0800, 2); // UTF-8 names
    common.writeUInt16LE(8, 4); // deflate
    common.writeUInt32LE(crc32(part.data), 10);
    common.writeUInt32LE(packed.length, 14);
    common.writeUInt32LE(part.data.length, 18);
    common.writeUInt16LE(name.length, 22);
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), common, name, packed]);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // made by: version 2.0
    common.copy(entry, 6, 0, 26);
    entry.writeUInt32LE(offset, 42);
    directory.push(entry, name);
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, central, end]);
}

const docxContentTypes =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ' +
  'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';
const docxRelationships =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" ' +
  'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" ' +
  'Target="word/document.xml"/></Relationships>';
const docxDocument =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
  '<w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>';

/** The parts of the smallest Word document: content types, package relationships, body. */
export const docxParts: readonly ZipPart[] = [
  { name: '[Content_Types].xml', data: Buffer.from(docxContentTypes) },
  { name: '_rels/.rels', data: Buffer.from(docxRelationships) },
  { name: 'word/document.xml', data: Buffer.from(docxDocument) },
];

/** A minimal but valid .docx (it opens in Word and LibreOffice). */
export const docx = buildZip(docxParts);

/** A zip that is not a Word document. */
export const plainZip = buildZip([{ name: 'notes.txt', data: Buffer.from('hello\n') }]);

/**
 * A docx zip bomb: a real document plus five parts of 21 MB of zeros each, 105 MB unpacked in
 * well under 1 MB of file. The zeros are deflated once and the bytes reused.
 */
export function buildDocxBomb(): Buffer {
  const zeros = Buffer.alloc(21 * 1024 * 1024);
  const compressed = deflateRawSync(zeros);
  const padding = [1, 2, 3, 4, 5].map((n) => ({
    name: `word/media/padding${n}.bin`,
    data: zeros,
    compressed,
  }));
  return buildZip([...docxParts, ...padding]);
}
