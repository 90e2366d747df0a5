import { isUtf8 } from 'node:buffer';
import type { PlainTextCheck } from './plain-text-check.ts';

/**
 * The C0 controls other than tab, line feed, form feed and carriage return, and DEL: refused
 * on their own. (The C1 controls, U+0080–U+009F, are the two bytes C2 80 – C2 9F in UTF-8.)
 */
const FORBIDDEN_BYTES = [
  0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x0b, 0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13,
  0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f, 0x7f,
];
const C1_LEAD = 0xc2;
const C1_LAST = 0x9f;

/** The blanks a browser skips before sniffing markup: tab, line feed, form feed, CR, space. */
const isBlank = (byte: number) =>
  byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x20;
/** What may follow `<` to open a tag: a letter, `!`, `?` or `/` (plain-text-check.ts). */
const opensTag = (byte: number) =>
  (byte >= 0x41 && byte <= 0x5a) ||
  (byte >= 0x61 && byte <= 0x7a) ||
  byte === 0x21 ||
  byte === 0x3f ||
  byte === 0x2f;

/** How many bytes the UTF-8 sequence led by `lead` has; 1 for a byte that leads none. */
function sequenceLength(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 1;
}

/** Where a character cut by the end of `bytes` starts, or `bytes.length` when none is. */
function cutCharacterAt(bytes: Uint8Array): number {
  for (let at = bytes.length - 1; at >= Math.max(0, bytes.length - 3); at -= 1) {
    const byte = bytes[at] as number;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: its lead is further back
    return at + sequenceLength(byte) > bytes.length ? at : bytes.length;
  }
  return bytes.length;
}

/** Whether complete UTF-8 holds a forbidden control character. */
function hasControl(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // One native search per byte value beats a JavaScript loop over every byte several times.
  for (const byte of FORBIDDEN_BYTES) if (buffer.includes(byte)) return true;
  for (let at = buffer.indexOf(C1_LEAD); at !== -1; at = buffer.indexOf(C1_LEAD, at + 1)) {
    if ((buffer[at + 1] as number) <= C1_LAST) return true;
  }
  return false;
}

/**
 * How the text opens, read byte by byte until it is known: a byte order mark is skipped (as the
 * whole-file check's decoder drops it), then `#!` is a script, blanks then `<` and a tag
 * character is markup, anything else is text.
 */
type Opening = 'start' | 'bom1' | 'bom2' | 'afterBom' | 'hash' | 'blank' | 'lt' | Decided;
type Decided = 'text' | 'script' | 'markup';

function nextOpening(state: Opening, byte: number): Opening {
  switch (state) {
    case 'start':
      return byte === 0xef ? 'bom1' : nextOpening('afterBom', byte);
    case 'bom1':
      return byte === 0xbb ? 'bom2' : 'text';
    case 'bom2':
      return byte === 0xbf ? 'afterBom' : 'text';
    case 'afterBom':
      if (byte === 0x23) return 'hash';
      return nextOpening('blank', byte);
    case 'hash':
      return byte === 0x21 ? 'script' : 'text';
    case 'blank':
      if (isBlank(byte)) return 'blank';
      return byte === 0x3c ? 'lt' : 'text';
    case 'lt':
      return opensTag(byte) ? 'markup' : 'text';
    default:
      return state;
  }
}

const decided = (state: Opening): state is Decided =>
  state === 'text' || state === 'script' || state === 'markup';

/** A chunk of markup's text, to tell SVG and XML from HTML (plain-text-check.ts's markupKind). */
class MarkupKind {
  private readonly decoder = new TextDecoder('utf-8');
  /** The first characters from the opening `<` on, for `<?xml`. */
  private opening = '';
  /** The last characters seen, so `<svg` cut by a chunk's end is found. */
  private tail = '';
  private svg = false;

  add(text: string): void {
    if (this.opening.length < 6) this.opening += text.slice(0, 6 - this.opening.length);
    if (this.svg) return;
    const joined = this.tail + text;
    this.svg = /<svg[\s>/]/i.test(joined);
    this.tail = joined.slice(-4);
  }

  addBytes(bytes: Uint8Array): void {
    this.add(this.decoder.decode(bytes, { stream: true }));
  }

  kind(): 'text/html' | 'image/svg+xml' | 'application/xml' {
    this.add(this.decoder.decode());
    if (this.svg) return 'image/svg+xml';
    if (/^<\?xml[\s?]/i.test(this.opening)) return 'application/xml';
    return 'text/html';
  }
}

/** The plain-text check fed a file's bytes in order, in pieces of any size. */
export interface PlainTextScan {
  update(chunk: Uint8Array): void;
  /** The verdict on all the bytes given: what `checkPlainText(all, { whole: true })` answers. */
  finish(): PlainTextCheck;
}

/**
 * The spec's plain-text check (plain-text-check.ts) run on bytes as they arrive, so a file is
 * judged while it is received instead of read again and decoded whole afterwards. It keeps no
 * more than a cut character (three bytes) and a few characters of state between pieces: UTF-8
 * is validated natively piece by piece, a character cut by a piece's end being joined with the
 * next piece's first bytes; control characters are found by native byte searches; the opening
 * (`#!`, a tag) is read byte by byte only until it is known. Once the bytes cannot be text,
 * the rest is skipped.
 */
export function createPlainTextScan(): PlainTextScan {
  let broken = false;
  let opening: Opening = 'start';
  let markup: MarkupKind | undefined;
  /** A character cut by the end of the last piece (at most three bytes). */
  let cut: Uint8Array = new Uint8Array(0);

  const readOpening = (chunk: Uint8Array) => {
    for (let at = 0; at < chunk.length && !decided(opening); at += 1) {
      const state = nextOpening(opening, chunk[at] as number);
      if (state === 'markup') {
        markup = new MarkupKind();
        // The `<` is the byte before, possibly the previous piece's last one.
        if (at === 0) markup.add('<');
        markup.addBytes(chunk.subarray(Math.max(0, at - 1)));
      }
      opening = state;
    }
  };

  /** Joins a cut character with the piece's first bytes; how many of them it took. */
  const completeCut = (chunk: Uint8Array): number => {
    const missing = sequenceLength(cut[0] as number) - cut.length;
    const taken = Math.min(missing, chunk.length);
    const joined = new Uint8Array(cut.length + taken);
    joined.set(cut);
    joined.set(chunk.subarray(0, taken), cut.length);
    cut = joined;
    if (taken < missing) return taken;
    if (!isUtf8(cut) || hasControl(cut)) broken = true;
    cut = new Uint8Array(0);
    return taken;
  };

  return {
    update(chunk) {
      if (broken || chunk.length === 0) return;
      if (!decided(opening)) readOpening(chunk);
      else markup?.addBytes(chunk);

      const from = cut.length > 0 ? completeCut(chunk) : 0;
      if (broken || cut.length > 0) return;
      const rest = chunk.subarray(from);
      const end = cutCharacterAt(rest);
      const whole = rest.subarray(0, end);
      if (!isUtf8(whole) || hasControl(whole)) {
        broken = true;
        return;
      }
      // Copied (a Buffer's `slice` would be a view): the piece is the caller's once this returns.
      cut = Uint8Array.from(rest.subarray(end));
    },

    finish() {
      // A character cut by the end of the file is broken UTF-8.
      if (broken || cut.length > 0) return { ok: false, detected: null };
      if (opening === 'script') return { ok: false, detected: 'text/x-script' };
      if (opening === 'markup' && markup) return { ok: false, detected: markup.kind() };
      return { ok: true };
    },
  };
}

/** The scan of one whole piece of bytes, for tests and for bytes already in memory. */
export function scanPlainText(bytes: Uint8Array): PlainTextCheck {
  const scan = createPlainTextScan();
  scan.update(bytes);
  return scan.finish();
}
