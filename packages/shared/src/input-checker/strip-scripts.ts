import { EVENT_HANDLERS } from './event-handlers.ts';
import { ATTRIBUTE_VALUE_START, SCRIPT_SCHEME, SCRIPT_URL_BODY } from './script-url.ts';

/**
 * The text type's cleaning (spec section 5: "script tags, javascript: and inline handlers are
 * stripped"). Deliberately not an HTML sanitiser: text is shown escaped, so other markup is left
 * as the user wrote it. Linear regular expressions and a small loop; no library needed.
 */

const SCRIPT_OPEN = /<script(?=[\t\n\f\r />]|$)/gi;
const SCRIPT_CLOSE = /<\/script(?=[\t\n\f\r />]|$)/gi;
const STRAY_SCRIPT_CLOSE = /<\/script(?=[\t\n\f\r />]|$)[^>]*>?/gi;
/** A script URL's scheme (not "JavaScript: basic"), and any script scheme as an attribute value. */
const SCRIPT_URL = new RegExp(String.raw`${SCRIPT_SCHEME}(?=${SCRIPT_URL_BODY})`, 'gi');
const SCRIPT_URL_AS_VALUE = new RegExp(`(${ATTRIBUTE_VALUE_START})${SCRIPT_SCHEME}`, 'gi');
const ANY_SCRIPT_SCHEME = new RegExp(SCRIPT_SCHEME, 'gi');
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
    .replace(SCRIPT_URL_AS_VALUE, '$1')
    .replace(TAG, (tag) => tag.replace(HANDLER_IN_TAG, '').replace(ANY_SCRIPT_SCHEME, ''))
    .replace(KNOWN_HANDLER_ATTRIBUTE, '');
}

/** Passes before `stripScripts` gives up on nested fragments (`javajavascript:script:`). */
const MAX_STRIP_PASSES = 8;

/**
 * The spec's text cleaning: removes script elements with their content (an unclosed one up to
 * the end), stray `</script>` tags, the scheme of script URLs (`javascript:alert(1)`, any script
 * scheme inside a tag or as an attribute value; "JavaScript: basic" stays), and inline event
 * handlers with their values: any `on…=` attribute inside a tag, and known event attributes
 * anywhere. Other text, other markup included, is left as it is: text is shown escaped.
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
