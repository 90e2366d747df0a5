import { FilterXSS } from 'xss';

/** The only elements `keepBasicHtml` keeps, always without attributes. */
export const ALLOWED_HTML_TAGS: readonly string[] = ['b', 'i', 'u', 'strong', 'em', 'br', 'p'];

const ALLOWED = new Set(ALLOWED_HTML_TAGS);

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

/**
 * The tag name as HTML reads it: an ASCII letter, then up to ASCII whitespace, `/` or `>`. (The
 * library's own name ends at any Unicode space and keeps a `/`: `<b/class=x>` is not `b` to it.)
 */
const TAG_NAME = /^<\/?([a-z][^\t\n\f\r />]*)/i;

/** `</` without a letter, `<!`, `<?`: ignored or read as a bogus comment by HTML. */
const BOGUS_TAG = /^<[/!?]/;

/**
 * How text is escaped: `<` and `>`, as js-xss does by default (its `escapeHtml` is not a named
 * export under Node's ESM loader, hence this copy). Entities the user wrote are left as written.
 */
function escapeAngleBrackets(text: string): string {
  return text.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * Keeps only `<b> <i> <u> <strong> <em> <br> <p>` and their closing tags, rebuilt without any
 * attribute; every other tag is removed and its text kept, except script, style and other
 * code-bearing elements, which go with their content (an unclosed one up to the end). Comments
 * are removed, and so are doctypes, processing instructions and tags the input ends inside.
 * Text is HTML-escaped (`<` and `>`), so prose such as `3 < 5` or `I <3 chips` survives as text,
 * and the output never holds markup it did not write itself. Tags are not balanced; the browser
 * closes them as it parses.
 *
 * Built on js-xss (`FilterXSS`): the library splits the input into text and tags (quoted
 * attribute values may hold `>`), removes comments and escapes the text; `onTag` decides every
 * tag and never defers to the library's defaults. Those defaults would write `<br />`, drop the
 * text of `a < b > c`, and leave a `[removed]` marker and the content of an unclosed `<script>`.
 */
export function keepBasicHtml(html: string): string {
  /** Output ranges `[from, to)` holding the content of dropped elements, cut out at the end. */
  const cuts: [number, number][] = [];
  let dropping: { name: string; from: number } | undefined;

  const filter = new FilterXSS({
    // Fail-safe only: `onTag` always answers, so no tag reaches the allow list or the stripping.
    whiteList: {},
    stripIgnoreTag: true,
    allowCommentTag: false,
    css: false,
    escapeHtml: escapeAngleBrackets,
    onTag(_libraryName, tag, { isClosing = false, position = 0 }) {
      const name = TAG_NAME.exec(tag)?.[1]?.toLowerCase();
      if (name === undefined) return BOGUS_TAG.test(tag) ? '' : escapeAngleBrackets(tag);
      if (dropping) {
        if (isClosing && name === dropping.name) {
          cuts.push([dropping.from, position]);
          dropping = undefined;
        }
        return '';
      }
      // The library ends a tag at the end of the input; HTML drops such a tag.
      if (!tag.endsWith('>')) return '';
      if (!isClosing && DROP_CONTENT_TAGS.has(name)) {
        dropping = { name, from: position };
        return '';
      }
      if (!ALLOWED.has(name)) return '';
      if (!isClosing) return `<${name}>`;
      // HTML reads `</br>` as `<br>`; a closing br is simply dropped.
      return name === 'br' ? '' : `</${name}>`;
    },
  });

  const filtered = filter.process(html);
  if (dropping) cuts.push([dropping.from, filtered.length]);

  let output = '';
  let kept = 0;
  for (const [from, to] of cuts) {
    output += filtered.slice(kept, from);
    kept = to;
  }
  return output + filtered.slice(kept);
}
