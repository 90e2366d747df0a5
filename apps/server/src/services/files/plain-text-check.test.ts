import { describe, expect, it } from 'vitest';
import { htmlPage, plainText } from '../../../test/support/sample-files.ts';
import { checkPlainText } from './plain-text-check.ts';

const whole = (text: string | Buffer) =>
  checkPlainText(typeof text === 'string' ? Buffer.from(text, 'utf8') : text, { whole: true });

describe('checkPlainText', () => {
  it('accepts ASCII and UTF-8 text with tabs, line feeds, carriage returns and form feeds', () => {
    expect(whole(plainText)).toEqual({ ok: true });
    expect(whole('plain ascii\n')).toEqual({ ok: true });
    expect(whole('a\tb\r\nc\fd')).toEqual({ ok: true });
    expect(whole('日本語のメニュー 🍣\n')).toEqual({ ok: true });
  });

  it('accepts a UTF-8 byte order mark, and ordinary "<" in text', () => {
    expect(whole('\ufeffhello')).toEqual({ ok: true });
    expect(whole('I <3 this place, prices < 5 €\nsee <http://example.com> later')).toEqual({
      ok: true,
    });
  });

  it('refuses invalid UTF-8 (Latin-1, a lone continuation byte, an overlong form)', () => {
    expect(whole(Buffer.from('Cr\xe8me', 'latin1'))).toEqual({ ok: false, detected: null });
    expect(whole(Buffer.from([0x61, 0x80, 0x62]))).toEqual({ ok: false, detected: null });
    expect(whole(Buffer.from([0xc0, 0xaf]))).toEqual({ ok: false, detected: null });
  });

  it('refuses NUL bytes (binary, UTF-16) and other control characters', () => {
    expect(whole('a\u0000b')).toEqual({ ok: false, detected: null });
    expect(whole(Buffer.from('\ufeffhi', 'utf16le'))).toEqual({ ok: false, detected: null });
    for (const control of [
      '\u0001',
      '\u0007',
      '\u0008',
      '\u000b',
      '\u001b[31m',
      '\u007f',
      '\u0085',
    ]) {
      expect(whole(`text${control}more`), JSON.stringify(control)).toEqual({
        ok: false,
        detected: null,
      });
    }
  });

  it('refuses HTML, SVG and XML documents, even after blank lines or a byte order mark', () => {
    expect(whole(htmlPage)).toEqual({ ok: false, detected: 'text/html' });
    expect(whole('\n\n  <html><body>hi</body></html>')).toEqual({
      ok: false,
      detected: 'text/html',
    });
    expect(whole('<!-- a comment -->\nhello')).toEqual({ ok: false, detected: 'text/html' });
    expect(whole('<b>bold</b>')).toEqual({ ok: false, detected: 'text/html' });
    expect(
      whole('\ufeff<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>'),
    ).toEqual({ ok: false, detected: 'image/svg+xml' });
    expect(whole('<?xml version="1.0"?>\n<menu/>')).toEqual({
      ok: false,
      detected: 'application/xml',
    });
  });

  it('refuses a script with a #! line', () => {
    expect(whole('#!/bin/sh\nrm -rf ~\n')).toEqual({ ok: false, detected: 'text/x-script' });
  });

  it('forgives a character cut at the end of a head, but not at the end of a whole file', () => {
    const cut = Buffer.from('crème', 'utf8').subarray(0, 3); // "cr" and half of "è"
    expect(checkPlainText(cut, { whole: false })).toEqual({ ok: true });
    expect(checkPlainText(cut, { whole: true })).toEqual({ ok: false, detected: null });
  });
});
