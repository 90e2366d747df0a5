import { z } from 'zod';
import { ALLOWED_HTML_TAGS, keepBasicHtml } from './input-checker/basic-html.ts';
import {
  looksLikeScriptInjection,
  looksLikeSqlInjection,
} from './input-checker/injection-patterns.ts';
import { stripScripts } from './input-checker/strip-scripts.ts';

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
 *    - `text`: script elements, script URLs (`javascript:alert(1)`, not "JavaScript: basic") and
 *      inline event handlers are stripped (`stripScripts`). Text is otherwise returned as given
 *      (not trimmed).
 *
 * The type-specific cleaning still runs after the refusals as a second line of defence: the
 * filters are exported and safe on their own, whatever got past the heuristics.
 *
 * The parts live in `input-checker/`: the refusal heuristics (`injection-patterns.ts`, with what
 * they refuse and let through), the HTML filter (`basic-html.ts`, on js-xss) and the text
 * cleaning (`strip-scripts.ts`). This module is the public entry and re-exports them. The corpus
 * in `input-checker/corpus/` (hospitality text and names that must pass, attacks that must fail)
 * is their test table.
 */

export {
  ALLOWED_HTML_TAGS,
  keepBasicHtml,
  looksLikeScriptInjection,
  looksLikeSqlInjection,
  stripScripts,
};

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
