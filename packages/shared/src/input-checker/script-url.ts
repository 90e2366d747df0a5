/**
 * What makes `javascript:` (or `vbscript:`, `livescript:`) a script URL rather than a word
 * before a colon, shared by the refusal (`looksLikeScriptInjection`) and the text cleaning
 * (`stripScripts`), so that both aim at the same shape. Sources for `new RegExp(…, 'i')`.
 *
 * "JavaScript: basic" on a CV is a skill and a level, not a link: a script URL is the scheme
 * followed straight by its code (`javascript:alert(1)`, `javascript://…`, `javascript:%0a…`), or
 * by spaces and then code (`javascript: alert(1)`, `javascript: void(0)`), or the scheme written
 * as an attribute value (`href= "javascript: x"`). Text is always rendered escaped, so only a
 * value that could end up in an `href` or `src` matters.
 */

/** The URL parser drops tabs and newlines anywhere, so they may sit between the letters. */
const spread = (word: string) => word.split('').join('[\\t\\n\\r]*');

/** A script scheme and its colon: `javascript:`, `JaVa\tScript :`, `vbscript:`, `livescript:`. */
export const SCRIPT_SCHEME = String.raw`(?:${['javascript', 'vbscript', 'livescript']
  .map(spread)
  .join('|')})\s*:`;

/**
 * What follows the colon of a script URL: any character but a space, or spaces then code — a
 * call or tagged template (`alert(1)`, `window.open(`), `//`, a percent-escape or `void`.
 */
export const SCRIPT_URL_BODY = String.raw`(?=\S)|\s+(?:[\w$.]+[(\`]|\/\/|%[\da-f]{2}|void\b)`;

/** An attribute value about to start: `=`, spaces, an optional quote and spaces. */
export const ATTRIBUTE_VALUE_START = String.raw`=\s*(?:['"\`]\s*)?`;
