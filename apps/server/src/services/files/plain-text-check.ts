/**
 * Plain text has no signature, so it is judged by what it is made of: UTF-8 (ASCII is UTF-8),
 * no control characters other than tab, line feed, form feed and carriage return (no NUL, so no
 * UTF-16 and no binary), and not something a browser or a shell would run: a document that opens
 * with a tag (HTML, SVG, XML) or a script's `#!` line. Those are refused, never stored as text.
 */

export type PlainTextCheck =
  | { ok: true }
  | {
      ok: false;
      /** What the bytes looked like, for the security log; null when they are not text at all. */
      detected: 'text/html' | 'image/svg+xml' | 'application/xml' | 'text/x-script' | null;
    };

/**
 * C0 controls except tab (09), line feed (0A), form feed (0C) and carriage return (0D); DEL;
 * and the C1 controls (U+0080–U+009F, which are two bytes in UTF-8).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F]/u;

/**
 * A tag at the start: `<` then a letter, `!` (doctype, comment), `?` (XML declaration) or `/`.
 * Browsers sniff markup from the first non-blank characters (WHATWG MIME Sniffing, 7.1), so a
 * text opening this way is refused; `<3` or `< 5` further on are ordinary text.
 */
const OPENING_TAG = /^[\t\n\f\r ]*<[A-Za-z!?/]/;

function markupKind(text: string): 'text/html' | 'image/svg+xml' | 'application/xml' {
  if (/<svg[\s>/]/i.test(text)) return 'image/svg+xml';
  if (/^[\t\n\f\r ]*<\?xml[\s?]/i.test(text)) return 'application/xml';
  return 'text/html';
}

/**
 * Checks bytes meant as plain text. `whole` is false when they are only the file's first bytes:
 * a character cut at the end of the sample is then not counted as broken UTF-8.
 */
export function checkPlainText(bytes: Uint8Array, { whole }: { whole: boolean }): PlainTextCheck {
  let text: string;
  try {
    // `fatal` refuses invalid UTF-8; `stream` keeps an unfinished last character for later.
    // The byte order mark is dropped (ignoreBOM: false), so a BOM-led text is judged after it.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !whole });
  } catch {
    return { ok: false, detected: null };
  }
  if (FORBIDDEN_CONTROL.test(text)) return { ok: false, detected: null };
  if (text.startsWith('#!')) return { ok: false, detected: 'text/x-script' };
  if (OPENING_TAG.test(text)) return { ok: false, detected: markupKind(text) };
  return { ok: true };
}
