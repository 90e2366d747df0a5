import { z } from 'zod';

/**
 * The spec's general input checker (section 5). In order:
 *
 * 1. the input must be a string with something other than whitespace in it;
 * 2. input that looks like SQL injection is refused;
 * 3. input that looks like script injection (XSS) is refused;
 * 4. then, by type:
 *    - `email`: trimmed and lower-cased, then format-checked (the same check as every shared
 *      schema, `z.email()`);
 *    - `phone`: only digits, `+`, spaces, hyphens and parentheses (and at least one digit); the
 *      result keeps only the digits and `+`;
 *    - `html`: only `<b> <i> <u> <strong> <em> <br> <p>` are kept, with no attributes
 *      (`keepBasicHtml`);
 *    - `text`: script elements, `javascript:` and inline event handlers are stripped
 *      (`stripScripts`). Text is otherwise returned as given (not trimmed).
 *
 * The type-specific cleaning still runs after the refusals as a second line of defence: the
 * filters are exported and safe on their own, whatever got past the heuristics.
 *
 * The heuristics are deliberately narrow. They must refuse classic payloads but let ordinary
 * hospitality text through: apostrophes (O'Brien, can't), semicolons, `--` dashes, `#1`, `=`,
 * `<` and `>` in prose, and English words that are also SQL keywords ("Select dishes from our
 * menu", "drop-in", "update", "union"). So a keyword alone is never enough; each pattern needs
 * the shape of an attack:
 *
 * SQL injection
 * - a quote closing a string, then OR/AND and a comparison: `' OR 1=1`, `' or 'a'='a`,
 *   `') OR ('1'='1`, `" OR ""="`; or an unquoted tautology `OR 1=1`;
 * - a quote followed by a comment that swallows the rest of the query: `admin'--`, `admin'#`,
 *   `x'/*`, or `' --` / `' #` at the very end of the input;
 * - a stacked statement after `;` or a closing quote, with the statement's own shape:
 *   `; DROP TABLE`, `; DELETE FROM`, `; INSERT INTO`, `; UPDATE x SET`, `; ALTER TABLE`,
 *   `; TRUNCATE TABLE`, `; CREATE TABLE`, `; EXEC xp_`, `; SHUTDOWN`, `'; SELECT`, `; SELECT *`;
 * - `UNION [ALL] SELECT`, also with inline comments written in place of the spaces;
 * - well-known probe functions and objects: `information_schema`, `pg_sleep(`, `sleep(5)`,
 *   `benchmark(n,`, `WAITFOR DELAY`, `xp_cmdshell`, `load_file(`, `INTO OUTFILE`/`DUMPFILE`.
 *
 * Script injection
 * - an opening or closing tag of an element that runs or loads code: script, iframe, frame,
 *   frameset, object, embed, applet, base, meta, link (`<img>`, `<b>`… alone are not refused);
 * - a script URL: `javascript:`, `vbscript:`, `livescript:`, `data:text/html`;
 * - an inline event handler: a known DOM event attribute anywhere (`onerror=`, `onload=`,
 *   `onclick=`…), or any `on…=` attribute right after a quote (breaking out of an attribute:
 *   `" onfocus=`), or any `on…=` in an input that also contains a tag (`<svg/onbegin=…>`).
 *   "onion = €4" in plain text passes.
 *
 * Known false positives, accepted as rare in this product: a CV line such as "JavaScript: basic"
 * (refused as a script URL; the spec strips `javascript:` from text anyway), a quoted word
 * followed by OR/AND and a comparison ("'Sam' or 'Jo' = fine"), and a quote then `--` at the
 * very end of the input ("our 'special' --").
 *
 * The patterns are written to run in linear time on long hostile input (a test checks): no two
 * neighbouring quantifiers match the same characters, and there is no lazy scan between anchors.
 */

export type InputType = 'text' | 'email' | 'phone' | 'html';

export type InputCheckResult =
  { ok: true; value: string } | { ok: false; message: string; key: InputCheckMessageKey };

export const inputCheckMessageKeys = {
  required: 'validation.inputRequired',
  sqlInjection: 'validation.sqlInjection',
  xss: 'validation.xss',
  emailInvalid: 'validation.emailInvalid',
  phoneInvalid: 'validation.phoneInvalid',
} as const;

export type InputCheckMessageKey =
  (typeof inputCheckMessageKeys)[keyof typeof inputCheckMessageKeys];

/** English text of each key (the same text as `locales/en.json`; a test checks). */
export const inputCheckMessageText: Readonly<Record<InputCheckMessageKey, string>> = {
  'validation.inputRequired': 'Invalid input: a non-empty value is required',
  'validation.sqlInjection': 'Invalid input: potential SQL injection detected',
  'validation.xss': 'Invalid input: potential XSS detected',
  'validation.emailInvalid': 'Invalid email format',
  'validation.phoneInvalid': 'Invalid phone format',
};

/** Whitespace or an inline SQL comment (attackers write comments in place of spaces). */
const GAP = String.raw`(?:\s|/\*[^*]*\*/)`;
/** The same, also allowing the parentheses around an injected fragment. */
const GAP_PAREN = String.raw`(?:[\s()]|/\*[^*]*\*/)`;
/** What may separate a closing quote from a stacked statement: `'); `, `' ;`, `;`. */
const STATEMENT_BREAK = String.raw`[;'"]${GAP_PAREN}*(?:;${GAP}*)?`;

// No two neighbouring quantifiers can match the same character, and a repeated part cannot start
// a new match: a long run of spaces, quotes or semicolons stays linear.
const SQL_INJECTION_PATTERNS: readonly RegExp[] = [
  // A quote closes the string, then OR/AND and a comparison: ' OR 1=1, ') or ('a'='a, 'OR'1'='1.
  new RegExp(
    String.raw`['"\`]${GAP_PAREN}*(?:or|and|\|\||&&)(?=[\s('"/])${GAP_PAREN}*['"\w]*${GAP}*(?:=|<>|!=|<|>)`,
    'i',
  ),
  // An unquoted tautology: 1 OR 1=1, x AND 2=2.
  /\b(?:or|and)\s+(\d+)\s*=\s*\1\b/i,
  // A quote right before a comment: admin'--, admin'#, x'/*.
  /\w['"](?:--|#|\/\*)/,
  // A quote, then a comment ending the input: admin' --, ') #.
  /['"][\s);]*(?:--|#|\/\*)[\s-]*$/,
  // A stacked statement after ; or a closing quote.
  new RegExp(
    String.raw`${STATEMENT_BREAK}(?:` +
      [
        String.raw`drop${GAP}+(?:table|database|schema|view|index|user|procedure|function|trigger)\b`,
        String.raw`delete${GAP}+from\b`,
        String.raw`insert${GAP}+into\b`,
        String.raw`update${GAP}+[\w."\[\]\`]+${GAP}+set\b`,
        String.raw`alter${GAP}+(?:table|database|schema|user)\b`,
        String.raw`truncate${GAP}+table\b`,
        String.raw`create${GAP}+(?:table|database|schema|user|function|procedure|trigger)\b`,
        String.raw`exec(?:ute)?(?:${GAP}*\(|${GAP}+(?:xp_|sp_|master\.))`,
        String.raw`shutdown\b`,
        String.raw`select${GAP}+(?:\*|@@|null\b|count\()`,
      ].join('|') +
      ')',
    'i',
  ),
  // A statement started right after a closing quote: '; SELECT …
  new RegExp(String.raw`['"]${GAP_PAREN}*;${GAP}*select\b`, 'i'),
  // UNION [ALL] SELECT.
  new RegExp(String.raw`\bunion${GAP}+(?:all${GAP}+)?select\b`, 'i'),
  // Probe functions and system objects.
  /\binformation_schema\b/i,
  /\bpg_sleep\s*\(/i,
  /\bsleep\(\s*\d+\s*\)/i,
  /\bbenchmark\s*\(\s*\d+\s*,/i,
  /\bwaitfor\s+delay\b/i,
  /\bxp_cmdshell\b/i,
  /\bload_file\s*\(/i,
  /\binto\s+(?:out|dump)file\b/i,
];

/** Event attributes of HTML and SVG, refused anywhere when written as `on…=`. */
const EVENT_HANDLERS = [
  'abort',
  'activate',
  'afterprint',
  'animationend',
  'animationiteration',
  'animationstart',
  'auxclick',
  'beforecopy',
  'beforecut',
  'beforeinput',
  'beforepaste',
  'beforeprint',
  'beforetoggle',
  'beforeunload',
  'begin',
  'blur',
  'canplay',
  'canplaythrough',
  'change',
  'click',
  'close',
  'contextmenu',
  'copy',
  'cuechange',
  'cut',
  'dblclick',
  'drag',
  'dragend',
  'dragenter',
  'dragleave',
  'dragover',
  'dragstart',
  'drop',
  'durationchange',
  'end',
  'ended',
  'error',
  'focus',
  'focusin',
  'focusout',
  'formdata',
  'hashchange',
  'input',
  'invalid',
  'keydown',
  'keypress',
  'keyup',
  'load',
  'loadeddata',
  'loadedmetadata',
  'loadstart',
  'message',
  'mousedown',
  'mouseenter',
  'mouseleave',
  'mousemove',
  'mouseout',
  'mouseover',
  'mouseup',
  'mousewheel',
  'pagehide',
  'pageshow',
  'paste',
  'pause',
  'play',
  'playing',
  'pointercancel',
  'pointerdown',
  'pointerenter',
  'pointerleave',
  'pointermove',
  'pointerout',
  'pointerover',
  'pointerrawupdate',
  'pointerup',
  'popstate',
  'progress',
  'ratechange',
  'repeat',
  'reset',
  'resize',
  'scroll',
  'scrollend',
  'search',
  'securitypolicyviolation',
  'seeked',
  'seeking',
  'select',
  'selectionchange',
  'selectstart',
  'show',
  'stalled',
  'storage',
  'submit',
  'suspend',
  'timeupdate',
  'toggle',
  'touchcancel',
  'touchend',
  'touchmove',
  'touchstart',
  'transitionend',
  'transitionrun',
  'transitionstart',
  'unhandledrejection',
  'unload',
  'volumechange',
  'waiting',
  'webkitanimationend',
  'webkittransitionend',
  'wheel',
];

const KNOWN_HANDLER = new RegExp(String.raw`\bon(?:${EVENT_HANDLERS.join('|')})\s*=`, 'i');
const ANY_HANDLER_AFTER_QUOTE = /['"`][\s/]*on[a-z]+\s*=/i;
const ANY_HANDLER = /[\s/"'`]on[a-z]+\s*=/i;
const ANY_TAG = /<\/?[a-z]/i;

const CODE_ELEMENTS = 'script|iframe|frame|frameset|object|embed|applet|base|meta|link';

const XSS_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`<[\s/]*(?:${CODE_ELEMENTS})(?=[\s/>]|$)`, 'i'),
  /(?:java|vb|live)script\s*:/i,
  /\bdata\s*:\s*text\/html\b/i,
  KNOWN_HANDLER,
  ANY_HANDLER_AFTER_QUOTE,
];

export function looksLikeSqlInjection(input: string): boolean {
  return SQL_INJECTION_PATTERNS.some((pattern) => pattern.test(input));
}

export function looksLikeScriptInjection(input: string): boolean {
  if (XSS_PATTERNS.some((pattern) => pattern.test(input))) return true;
  return ANY_TAG.test(input) && ANY_HANDLER.test(input);
}

// ---------------------------------------------------------------------------------------------
// HTML filter

/** The only elements `keepBasicHtml` keeps, always without attributes. */
export const ALLOWED_HTML_TAGS: readonly string[] = ['b', 'i', 'u', 'strong', 'em', 'br', 'p'];

/** Elements whose whole content is dropped with them (code, styles, embedded documents). */
const DROP_CONTENT_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'template',
  'object',
  'applet',
  'svg',
  'math',
  'plaintext',
]);

const isAsciiLetter = (char: string | undefined): boolean =>
  char !== undefined && /^[a-z]$/i.test(char);
const isTagSpace = (char: string | undefined): boolean =>
  char !== undefined && /^[\t\n\f\r ]$/.test(char);

/**
 * Index just after the `>` that ends the tag whose name ends at `from` (a quoted attribute value
 * may hold `>`), or -1 when the input ends inside the tag.
 */
function endOfTag(html: string, from: number): number {
  let index = from;
  while (index < html.length) {
    const char = html[index];
    if (char === '>') return index + 1;
    if (char === '=') {
      index += 1;
      while (isTagSpace(html[index])) index += 1;
      const quote = html[index];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, index + 1);
        if (close === -1) return -1;
        index = close + 1;
      }
      continue;
    }
    index += 1;
  }
  return -1;
}

/** Index just after the closing tag `</name…>` (any case), or the end of the input. */
function endOfElement(html: string, name: string, from: number): number {
  const closing = new RegExp(String.raw`</${name}(?=[\t\n\f\r />]|$)`, 'gi');
  closing.lastIndex = from;
  const match = closing.exec(html);
  if (!match) return html.length;
  const end = endOfTag(html, match.index + match[0].length);
  return end === -1 ? html.length : end;
}

function escapeText(text: string): string {
  return text.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * Keeps only `<b> <i> <u> <strong> <em> <br> <p>` and their closing tags, rebuilt without any
 * attribute; every other tag is removed and its text kept, except script, style and other
 * code-bearing elements, which go with their content. Comments, doctypes and processing
 * instructions are removed. Any `<` or `>` left in text is escaped, so the output never holds
 * markup it did not write itself. A small tokenizer, following the HTML tokenizer where it
 * matters (tag names end at space, `/` or `>`; quoted attribute values may hold `>`), and on the
 * safe side where it is unsure: an unterminated tag or element is dropped to the end.
 * Tags are not balanced; the browser closes them as it parses.
 */
export function keepBasicHtml(html: string): string {
  const source = html.replaceAll('\0', '');
  let output = '';
  let index = 0;

  while (index < source.length) {
    const open = source.indexOf('<', index);
    if (open === -1) {
      output += escapeText(source.slice(index));
      break;
    }
    output += escapeText(source.slice(index, open));

    const next = source[open + 1];
    if (source.startsWith('<!--', open)) {
      const close = source.indexOf('-->', open + 4);
      index = close === -1 ? source.length : close + 3;
      continue;
    }
    if (next === '!' || next === '?') {
      const close = source.indexOf('>', open + 2);
      index = close === -1 ? source.length : close + 1;
      continue;
    }

    const closing = next === '/';
    const nameStart = closing ? open + 2 : open + 1;
    if (!isAsciiLetter(source[nameStart])) {
      if (closing) {
        // `</>` is ignored and `</ …>` is a bogus comment in HTML: drop either.
        const close = source.indexOf('>', nameStart);
        index = close === -1 ? source.length : close + 1;
      } else {
        output += '&lt;';
        index = open + 1;
      }
      continue;
    }

    let nameEnd = nameStart;
    while (
      nameEnd < source.length &&
      !isTagSpace(source[nameEnd]) &&
      source[nameEnd] !== '/' &&
      source[nameEnd] !== '>'
    ) {
      nameEnd += 1;
    }
    const name = source.slice(nameStart, nameEnd).toLowerCase();
    const tagEnd = endOfTag(source, nameEnd);
    // The input ends inside the tag: HTML drops such a tag, and so do we.
    if (tagEnd === -1) break;
    index = tagEnd;

    if (!closing && DROP_CONTENT_TAGS.has(name)) {
      index = endOfElement(source, name, tagEnd);
      continue;
    }
    if (ALLOWED_HTML_TAGS.includes(name)) {
      if (!closing) output += `<${name}>`;
      else if (name !== 'br') output += `</${name}>`;
    }
  }

  return output;
}

// ---------------------------------------------------------------------------------------------
// Text cleaning

const SCRIPT_OPEN = /<script(?=[\t\n\f\r />]|$)/gi;
const SCRIPT_CLOSE = /<\/script(?=[\t\n\f\r />]|$)/gi;
const STRAY_SCRIPT_CLOSE = /<\/script(?=[\t\n\f\r />]|$)[^>]*>?/gi;
const SCRIPT_URL = /(?:java|vb|live)script\s*:/gi;
const ATTRIBUTE_VALUE = String.raw`\s*=\s*(?:"[^"]*"?|'[^']*'?|\`[^\`]*\`?|[^\s>]*)`;
const HANDLER_IN_TAG = new RegExp(String.raw`[\s/"'\`]on[a-z]+${ATTRIBUTE_VALUE}`, 'gi');
const KNOWN_HANDLER_ATTRIBUTE = new RegExp(
  String.raw`\bon(?:${EVENT_HANDLERS.join('|')})${ATTRIBUTE_VALUE}`,
  'gi',
);
const TAG = /<[a-z][^<>]*>?/gi;

/** Removes `<script …>…</script …>` elements, an unclosed one up to the end. Linear. */
function removeScriptElements(text: string): string {
  let output = '';
  let index = 0;
  for (;;) {
    SCRIPT_OPEN.lastIndex = index;
    const open = SCRIPT_OPEN.exec(text);
    if (!open) return output + text.slice(index);
    output += text.slice(index, open.index);
    SCRIPT_CLOSE.lastIndex = open.index + open[0].length;
    const close = SCRIPT_CLOSE.exec(text);
    if (!close) return output;
    const end = text.indexOf('>', close.index);
    if (end === -1) return output;
    index = end + 1;
  }
}

function stripOnce(text: string): string {
  return removeScriptElements(text)
    .replace(STRAY_SCRIPT_CLOSE, '')
    .replace(SCRIPT_URL, '')
    .replace(TAG, (tag) => tag.replace(HANDLER_IN_TAG, ''))
    .replace(KNOWN_HANDLER_ATTRIBUTE, '');
}

/** Passes before `stripScripts` gives up on nested fragments (`javajavascript:script:`). */
const MAX_STRIP_PASSES = 8;

/**
 * The spec's text cleaning: removes script elements with their content (an unclosed one up to
 * the end), stray `</script>` tags, script URLs (`javascript:`), and inline event handlers with
 * their values: any `on…=` attribute inside a tag, and known event attributes anywhere. Other
 * text, other markup included, is left as it is: text is meant to be shown escaped.
 *
 * A removal can join two halves into a new match (`javajavascript:script:`), so it repeats until
 * nothing changes. Input still changing after a few passes is hostile: as a last resort every
 * `<`, `>`, `:` and `=` is dropped, which leaves no tag, script URL or handler possible.
 */
export function stripScripts(text: string): string {
  let current = text;
  for (let pass = 0; pass < MAX_STRIP_PASSES; pass += 1) {
    const next = stripOnce(current);
    if (next === current) return current;
    current = next;
  }
  return current.replace(/[<>:=]/g, '');
}

// ---------------------------------------------------------------------------------------------
// The checker

const PHONE_CHARACTERS = /^[0-9+ ()-]+$/;
const emailFormat = z.email();

function refuse(key: InputCheckMessageKey): InputCheckResult {
  return { ok: false, message: inputCheckMessageText[key], key };
}

export function checkInput(input: unknown, type: InputType): InputCheckResult {
  if (typeof input !== 'string' || input.trim() === '') {
    return refuse(inputCheckMessageKeys.required);
  }
  if (looksLikeSqlInjection(input)) return refuse(inputCheckMessageKeys.sqlInjection);
  if (looksLikeScriptInjection(input)) return refuse(inputCheckMessageKeys.xss);

  switch (type) {
    case 'email': {
      const value = input.trim().toLowerCase();
      return emailFormat.safeParse(value).success
        ? { ok: true, value }
        : refuse(inputCheckMessageKeys.emailInvalid);
    }
    case 'phone': {
      if (!PHONE_CHARACTERS.test(input) || !/[0-9]/.test(input)) {
        return refuse(inputCheckMessageKeys.phoneInvalid);
      }
      return { ok: true, value: input.replace(/[^0-9+]/g, '') };
    }
    case 'html':
      return { ok: true, value: keepBasicHtml(input) };
    case 'text':
    default:
      return { ok: true, value: stripScripts(input) };
  }
}
