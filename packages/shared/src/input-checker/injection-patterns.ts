import { EVENT_HANDLERS } from './event-handlers.ts';
import { ATTRIBUTE_VALUE_START, SCRIPT_SCHEME, SCRIPT_URL_BODY } from './script-url.ts';
import { stringBreakouts } from './string-breakout.ts';

/**
 * The refusal heuristics of the input checker (spec section 5): input that looks like SQL
 * injection or script injection (XSS) is refused before any type-specific cleaning.
 *
 * What they guard against is narrow: every query is parameterised and every output escaped, so
 * the heuristics aim at the shape of an attack, never at words. Hospitality text is full of
 * apostrophes (O'Brien's, l'or), quotes, `;`, `--`, `#1`, `=`, `<` and `>`, parentheses
 * ("Sleep(8) hours?"), SQL keywords ("Select from our menu", "Drop-in", "Update: we're open",
 * "Union Square Café") and "JavaScript: basic" on a CV; a corpus of such text in en/es/fr/de
 * (`corpus/`) must pass, and the spec's attack payloads must fail.
 *
 * SQL injection
 * - a quote, OR/AND and a comparison whose right side is a literal that ends the input, a
 *   comment or the condition (`' OR 1=1 --`, `' or 'a'='a`, `') OR ('1'='1`, `" OR ""="`);
 *   with any right side when the quote closes the application's string (see below);
 * - a quote closing the string, then a comment (`admin'--`, `admin' #`, `x'/*`), a sub-select
 *   (`' AND (SELECT COUNT(*) FROM users)`) or `ORDER BY n` and a comment;
 * - an unquoted tautology: `OR 1=1`, `AND 2=2`, `HAVING 1=1`;
 * - a stacked statement after `;` or a quote, written as SQL: `; DROP TABLE users`,
 *   `; DELETE FROM users`, `; INSERT INTO users VALUES`, `; UPDATE users SET role=`,
 *   `; SELECT * FROM`, `; EXEC xp_…`, `; SHUTDOWN --` ("Table for 2; delete the booking" and
 *   "Busy night; drop table 12 from the plan" are not);
 * - `UNION [ALL] SELECT`, also with comments or a parenthesis in place of the space;
 * - probe functions and system objects: `information_schema`, `@@version`, `pg_sleep(`,
 *   `sleep(5)` after AND/OR/SELECT/`;`/`=`/`|`/`&` ("Sleep(8) hours?" is not), `if(…,sleep(`,
 *   `benchmark(n,`, `WAITFOR DELAY`, `xp_cmdshell`, `load_file(`, `extractvalue(`,
 *   `updatexml(`, `INTO OUTFILE`/`DUMPFILE`.
 *
 * A quote closes the application's string when it is odd among the input's quotes of its kind
 * (`stringBreakouts`): prose quotes a word ("'early' or 'late' = your choice") and its closing
 * quote is even, so only the narrow literal shape above is refused after it.
 *
 * Script injection
 * - an opening or closing tag of an element that runs or loads code: script, iframe, frame,
 *   frameset, object, embed, applet, base, meta, link, as HTML reads a tag (`<` right before the
 *   name; "Fish & chips <£10", `<3`, `<b>` and `<img>` alone are not refused);
 * - a script URL (`script-url.ts`): `javascript:alert(1)`, `javascript: void(0)`,
 *   `vbscript:`, `data:text/html`, or any script scheme as an attribute value (`href= "…`);
 *   "JavaScript: basic" is not one;
 * - an inline event handler: a known DOM event attribute anywhere (`onerror=`, `onload=`…), or
 *   any `on…=` right after a quote (breaking out of an attribute: `" onfocus=`) or inside a tag
 *   (`<svg/onbegin=…>`). "Onion soup = €4" is not one, with or without a tag elsewhere.
 *
 * Rare prose still reads as an attack, and is refused: a plural possessive that makes a quoted
 * word's closing quote odd ("the chefs' 'early' or 'late' = …"), a quoted word, OR and a bare
 * literal at the very end ("'Sam' or 'Jo' = 2"), and a scheme glued to a word
 * ("JavaScript:basic").
 *
 * The patterns run in linear time on long hostile input (a test checks): no two neighbouring
 * quantifiers match the same characters, and there is no lazy scan between anchors.
 */

/** Whitespace or an inline SQL comment (attackers write comments in place of spaces). */
const GAP = String.raw`(?:\s|/\*[^*]*\*/)`;
/** The same, also allowing the parentheses around an injected fragment. */
const GAP_PAREN = String.raw`(?:[\s()]|/\*[^*]*\*/)`;
/** What may separate a closing quote from a stacked statement: `'); `, `' ;`, `;`. */
const STATEMENT_BREAK = String.raw`[;'"]${GAP_PAREN}*(?:;${GAP}*)?`;
/** A table or column name, plain (`users`, `dbo.users`) or quoted; never a number. */
const NAME = String.raw`(?:[a-z_][\w$]*(?:\.[a-z_][\w$]*)*|"[^"]*"|\`[^\`]*\`|\[[^\]]*\])`;
/** The end of an injected statement: the input's end, `;` or a comment. */
const END = String.raw`${GAP}*(?:$|;|--|#|/\*)`;
const QUOTE = '[\'"`]';
/** One operand: a quoted literal (`'1'`, `""`, `'x`) or a word; never more, to stay linear. */
const OPERAND = String.raw`(?:['"\`][^'"\`\s()]*['"\`]?|\w+)`;
/** A quote, OR/AND and a comparison: `' OR 1=`, `') or ('a'=`, `'OR'1'=`, `" || x <>`. */
const CONDITION =
  QUOTE +
  String.raw`${GAP_PAREN}*(?:or|and|\|\||&&)(?=[\s('"/])${GAP_PAREN}*${OPERAND}${GAP_PAREN}*` +
  String.raw`(?:[<>!]?=|<>|[<>]|like\b)`;
/** A literal right side (`1`, `'a`, `""`), then the input's end, a comment or more condition. */
const LITERAL_THEN_END =
  String.raw`${GAP_PAREN}*(?:['"\`]\w*['"\`]?|\d+(?:\.\d+)?|true\b|false\b|null\b)` +
  String.raw`${GAP_PAREN}*(?:$|--|#|/\*|;|(?:limit|order|group|union|having)\b|(?:and|or)${GAP}+(?:['"]|\d+${GAP}*[=<>]))`;

const STATEMENTS = [
  String.raw`drop${GAP}+(?:table|database|schema|view|index|user|procedure|function|trigger)(?:${GAP}+if${GAP}+exists)?${GAP}+${NAME}(?:${END}|${GAP}+cascade\b)`,
  String.raw`delete${GAP}+from${GAP}+${NAME}(?:${END}|${GAP}+where\b)`,
  String.raw`insert${GAP}+into${GAP}+${NAME}${GAP}*(?:\(|values\b|select\b|set\b)`,
  String.raw`update${GAP}+${NAME}${GAP}+set${GAP}+${NAME}${GAP}*=`,
  String.raw`alter${GAP}+(?:table|database|schema|user)${GAP}+${NAME}${GAP}+(?:add|drop|rename|alter|modify|owner|set|identified)\b`,
  String.raw`truncate${GAP}+table${GAP}+${NAME}${END}`,
  String.raw`create${GAP}+(?:table|database|schema|user|login|function|procedure|trigger)${GAP}+${NAME}(?:${END}|${GAP}*\(|${GAP}+(?:identified|with|as|authorization|returns)\b)`,
  String.raw`exec(?:ute)?(?:${GAP}+(?:xp_|sp_|master\.|@)|${GAP}*\(${GAP}*['"@])`,
  String.raw`shutdown(?:${END}|${GAP}+with\b)`,
  String.raw`select${GAP}+(?:distinct${GAP}+)?(?:@@\w|(?:\*|null\b|\d+|count${GAP}*\(\*\))${GAP}*(?:,|from\b|$|;|--|#)|[\w.]+${GAP}+from${GAP}+${NAME}${GAP}*(?:;|--|#|/\*|(?:where|limit|union|order)\b))`,
];

/** Refused wherever they match. */
const SQL_INJECTION_PATTERNS: readonly RegExp[] = [
  new RegExp(CONDITION + LITERAL_THEN_END, 'i'),
  new RegExp(String.raw`\b(?:or|and|having)${GAP}+(\d+)${GAP}*=${GAP}*\1\b`, 'i'),
  new RegExp(String.raw`${STATEMENT_BREAK}(?:${STATEMENTS.join('|')})`, 'i'),
  new RegExp(String.raw`\bunion(?:${GAP}+(?:all|distinct))?(?:${GAP}|\()+select\b`, 'i'),
  /\binformation_schema\b/i,
  /@@(?:version|datadir|hostname|servername)\b/i,
  /\bpg_sleep\s*\(/i,
  new RegExp(
    String.raw`(?:\b(?:and|or|xor|not|select|then|else)|[;=|&])${GAP_PAREN}*sleep${GAP}*\(${GAP}*\d+(?:\.\d+)?${GAP}*\)`,
    'i',
  ),
  /\bif\s*\([^()]*,\s*sleep\s*\(/i,
  /\bbenchmark\s*\(\s*\d+\s*,/i,
  /\bwaitfor\s+(?:delay|time)\b/i,
  /\bxp_cmdshell\b/i,
  /\b(?:load_file|extractvalue|updatexml)\s*\(/i,
  /\binto\s+(?:out|dump)file\b/i,
];

/** Refused when the quote they start with closes the application's string. */
const SQL_AFTER_BREAKOUT_PATTERNS: readonly RegExp[] = [
  new RegExp(CONDITION, 'gi'),
  new RegExp(String.raw`${QUOTE}(?:--|#|/\*|[\s);]*(?:--|#|/\*)[\s+-]*$)`, 'g'),
  new RegExp(
    String.raw`${QUOTE}${GAP_PAREN}*(?:and|or)${GAP_PAREN}+select${GAP}+(?:\*|count${GAP}*\(|null\b|\d|@@|[\w.]+${GAP}+from\b)`,
    'gi',
  ),
  new RegExp(String.raw`${QUOTE}${GAP_PAREN}*order${GAP}+by${GAP}+\d+${GAP}*(?:--|#|/\*)`, 'gi'),
];

/** Whether a global pattern matches at a quote that closes the application's string. */
function matchesAfterBreakout(
  pattern: RegExp,
  input: string,
  breakouts: () => ReadonlySet<number>,
) {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(input); match; match = pattern.exec(input)) {
    if (breakouts().has(match.index)) return true;
    pattern.lastIndex = match.index + 1;
  }
  return false;
}

export function looksLikeSqlInjection(input: string): boolean {
  if (SQL_INJECTION_PATTERNS.some((pattern) => pattern.test(input))) return true;
  let breakouts: ReadonlySet<number> | undefined;
  const lazyBreakouts = () => (breakouts ??= stringBreakouts(input));
  return SQL_AFTER_BREAKOUT_PATTERNS.some((pattern) =>
    matchesAfterBreakout(pattern, input, lazyBreakouts),
  );
}

const CODE_ELEMENTS = 'script|iframe|frame|frameset|object|embed|applet|base|meta|link';

const XSS_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`<\/?(?:${CODE_ELEMENTS})(?=[\s/>]|$)`, 'i'),
  new RegExp(String.raw`${SCRIPT_SCHEME}(?:${SCRIPT_URL_BODY})`, 'i'),
  new RegExp(ATTRIBUTE_VALUE_START + SCRIPT_SCHEME, 'i'),
  /\bdata\s*:\s*text\/html\b/i,
  // A known event attribute anywhere.
  new RegExp(String.raw`\bon(?:${EVENT_HANDLERS.join('|')})\s*=`, 'i'),
  // Any `on…=` right after a quote (breaking out of an attribute) or inside a tag.
  /['"`][\s/]*on[a-z]+\s*=/i,
  /<[a-z][^<>]*[\s/"'`]on[a-z]+\s*=/i,
];

export function looksLikeScriptInjection(input: string): boolean {
  return XSS_PATTERNS.some((pattern) => pattern.test(input));
}
