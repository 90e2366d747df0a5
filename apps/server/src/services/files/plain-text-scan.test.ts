import { describe, expect, it } from 'vitest';
import { htmlPage, plainText } from '../../../test/support/sample-files.ts';
import { checkPlainText } from './plain-text-check.ts';
import { createPlainTextScan, scanPlainText } from './plain-text-scan.ts';

const bytesOf = (text: string | Buffer) => (typeof text === 'string' ? Buffer.from(text) : text);

/** The scan fed in pieces that end at `cuts`. */
function scanInPieces(bytes: Buffer, cuts: number[]) {
  const scan = createPlainTextScan();
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    scan.update(bytes.subarray(from, cut));
    from = cut;
  }
  return scan.finish();
}

/** Texts and bytes with the verdict the whole-file check gives them (the reference). */
const table: [string, string | Buffer][] = [
  ['the sample text', plainText],
  ['ASCII', 'plain ascii\n'],
  ['tab, CR LF, form feed', 'a\tb\r\nc\fd'],
  ['UTF-8 of 2, 3 and 4 bytes', 'crème 日本語のメニュー 🍣\n'],
  ['a byte order mark', '\ufeffhello'],
  ['a byte order mark only', '\ufeff'],
  ['two byte order marks then #!', '\ufeff\ufeff#!/bin/sh'],
  ['"<" in text', 'I <3 this place, prices < 5 €\nsee <http://example.com> later'],
  ['a lone "#"', '#'],
  ['"#" then text', '# heading\n'],
  ['blanks then "<" at the end', '   <'],
  ['empty', ''],
  ['Latin-1', Buffer.from('Cr\xe8me', 'latin1')],
  ['a lone continuation byte', Buffer.from([0x61, 0x80, 0x62])],
  ['an overlong form', Buffer.from([0xc0, 0xaf])],
  ['an overlong 3-byte form', Buffer.from([0x61, 0xe0, 0x80, 0x80])],
  ['a surrogate', Buffer.from([0x61, 0xed, 0xa0, 0x80])],
  ['past U+10FFFF', Buffer.from([0xf4, 0x90, 0x80, 0x80])],
  ['a character cut at the end', Buffer.from('crème', 'utf8').subarray(0, 3)],
  ['a lead byte then ASCII', Buffer.from([0x61, 0xe2, 0x41, 0x42, 0x43])],
  ['NUL', 'a\u0000b'],
  ['UTF-16', Buffer.from('\ufeffhi', 'utf16le')],
  ['BEL', 'text\u0007more'],
  ['backspace', 'text\u0008more'],
  ['vertical tab', 'text\u000bmore'],
  ['escape', 'text\u001b[31mmore'],
  ['DEL', 'text\u007fmore'],
  ['C1 NEL', 'text\u0085more'],
  ['C1 at U+009F', 'text\u009fmore'],
  ['U+00A0 (not a control)', 'text\u00a0more'],
  ['an HTML page', htmlPage],
  ['HTML after blank lines', '\n\n  <html><body>hi</body></html>'],
  ['a comment', '<!-- a comment -->\nhello'],
  ['a closing tag', '</b>'],
  ['SVG after a byte order mark', '\ufeff<svg xmlns="http://www.w3.org/2000/svg"></svg>'],
  ['SVG further on', '<div>\n' + 'x'.repeat(200) + '<SVG\u00a0width="1"></SVG></div>'],
  ['XML', '<?xml version="1.0"?>\n<menu/>'],
  ['XML in capitals', '<?XML?><menu/>'],
  ['HTML with a control character', '<html>\u0001</html>'],
  ['a script', '#!/bin/sh\nrm -rf ~\n'],
  ['a script with invalid UTF-8', Buffer.concat([Buffer.from('#!/bin/sh\n'), Buffer.from([0xff])])],
];

describe('createPlainTextScan', () => {
  it.each(table)('gives the whole-file verdict on %s, in one piece', (_name, text) => {
    const bytes = bytesOf(text);
    expect(scanPlainText(bytes)).toEqual(checkPlainText(bytes, { whole: true }));
  });

  it.each(table)('gives the same verdict on %s cut in two anywhere', (_name, text) => {
    const bytes = bytesOf(text);
    const expected = checkPlainText(bytes, { whole: true });
    for (let cut = 0; cut <= bytes.length; cut += 1) {
      expect(scanInPieces(bytes, [cut]), `cut at ${cut}`).toEqual(expected);
    }
  });

  it.each(table)('gives the same verdict on %s fed byte by byte', (_name, text) => {
    const bytes = bytesOf(text);
    const cuts = Array.from({ length: bytes.length }, (_, index) => index);
    expect(scanInPieces(bytes, cuts)).toEqual(checkPlainText(bytes, { whole: true }));
  });

  it('joins a character cut across three pieces (🍣 is four bytes)', () => {
    const bytes = Buffer.from('a🍣b');
    expect(scanInPieces(bytes, [2, 3])).toEqual({ ok: true });
    expect(scanInPieces(bytes.subarray(0, 4), [2, 3])).toEqual({ ok: false, detected: null });
  });

  it('finds a C1 control cut between two pieces (C2 | 85)', () => {
    const bytes = Buffer.from('ab\u0085cd');
    expect(scanInPieces(bytes, [3])).toEqual({ ok: false, detected: null });
  });

  it('finds an SVG tag cut between two pieces', () => {
    const bytes = Buffer.from('<p>x</p><svg>');
    for (let cut = 8; cut <= 13; cut += 1) {
      expect(scanInPieces(bytes, [cut]), `cut at ${cut}`).toEqual({
        ok: false,
        detected: 'image/svg+xml',
      });
    }
  });

  it('judges a long text in 1 MB pieces like the whole-file check', () => {
    const line = 'Mise en place — service, 🍣, close down; the rota.\n';
    const bytes = Buffer.from(line.repeat(Math.ceil((3 * 1024 * 1024) / line.length)));
    const cuts = [1, 2, 3].map((mb) => mb * 1024 * 1024).filter((at) => at < bytes.length);
    expect(scanInPieces(bytes, cuts)).toEqual({ ok: true });
    const late = Buffer.concat([bytes, Buffer.from([0x00])]);
    expect(scanInPieces(late, cuts)).toEqual({ ok: false, detected: null });
  });
});
