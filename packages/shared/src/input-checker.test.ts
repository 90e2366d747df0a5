import { describe, expect, it } from 'vitest';
import en from './locales/en.json' with { type: 'json' };
import {
  ALLOWED_HTML_TAGS,
  checkInput,
  inputCheckMessageText,
  keepBasicHtml,
  looksLikeScriptInjection,
  looksLikeSqlInjection,
  stripScripts,
} from './input-checker.ts';
import type { InputType } from './input-checker.ts';
import * as basicHtml from './input-checker/basic-html.ts';
import * as injectionPatterns from './input-checker/injection-patterns.ts';
import * as stripScriptsModule from './input-checker/strip-scripts.ts';

const REQUIRED = {
  ok: false,
  message: 'Invalid input: a non-empty value is required',
  key: 'validation.inputRequired',
};
const SQL = {
  ok: false,
  message: 'Invalid input: potential SQL injection detected',
  key: 'validation.sqlInjection',
};
const XSS = {
  ok: false,
  message: 'Invalid input: potential XSS detected',
  key: 'validation.xss',
};
const EMAIL = { ok: false, message: 'Invalid email format', key: 'validation.emailInvalid' };
const PHONE = { ok: false, message: 'Invalid phone format', key: 'validation.phoneInvalid' };

const types: InputType[] = ['text', 'email', 'phone', 'html'];

describe('the public entry', () => {
  it('exports the filters and heuristics of its parts', () => {
    expect(ALLOWED_HTML_TAGS).toBe(basicHtml.ALLOWED_HTML_TAGS);
    expect(keepBasicHtml).toBe(basicHtml.keepBasicHtml);
    expect(looksLikeSqlInjection).toBe(injectionPatterns.looksLikeSqlInjection);
    expect(looksLikeScriptInjection).toBe(injectionPatterns.looksLikeScriptInjection);
    expect(stripScripts).toBe(stripScriptsModule.stripScripts);
  });
});

describe('input checker messages', () => {
  it('keep the English texts identical to en.json, spec wording included', () => {
    for (const [key, text] of Object.entries(inputCheckMessageText)) {
      const [section, leaf = ''] = key.split('.');
      expect(section).toBe('validation');
      expect(en.validation[leaf as keyof typeof en.validation], key).toBe(text);
    }
  });
});

describe('checkInput: a non-empty string', () => {
  it.each([undefined, null, 42, true, {}, [], ['a'], '', ' ', ' \n\t '])('refuses %o', (input) => {
    for (const type of types) expect(checkInput(input, type)).toEqual(REQUIRED);
  });
});

// The tables of ordinary text that must pass and of attacks that must be refused are the corpus
// in input-checker/corpus/, tested in input-checker/corpus.test.ts.

describe('checkInput: text', () => {
  it('returns text as given, without trimming', () => {
    expect(checkInput('  Hello, chef!  ', 'text')).toEqual({ ok: true, value: '  Hello, chef!  ' });
  });
});

describe('checkInput: SQL injection', () => {
  it('is checked for every type', () => {
    for (const type of types) expect(checkInput("admin'--", type)).toEqual(SQL);
  });
});

describe('checkInput: script injection', () => {
  it('is checked for every type', () => {
    for (const type of types) expect(checkInput('<script>x</script>', type)).toEqual(XSS);
  });

  it('checks SQL injection first', () => {
    expect(checkInput("' OR 1=1 --<script>alert(1)</script>", 'text')).toEqual(SQL);
  });

  it('does not refuse harmless markup or a handler-like word outside a tag', () => {
    expect(looksLikeScriptInjection('<b>Bold</b> and <i>italic</i>')).toBe(false);
    expect(looksLikeScriptInjection('<img src="menu.png">')).toBe(false);
    expect(looksLikeScriptInjection('onion = 2')).toBe(false);
    expect(looksLikeScriptInjection('<b>onion</b> soup, onions = 2')).toBe(false);
    expect(looksLikeScriptInjection('<b onions = 2>soup</b>')).toBe(true);
    expect(looksLikeScriptInjection('< script> and < link>: not tags')).toBe(false);
  });
});

describe('the heuristics aim at the attack shape, not the word', () => {
  it.each([
    ['Sleep(8) hours? Not in this kitchen!', "1' AND SLEEP(5)#"],
    ['Eat, sleep(8), repeat', '1 AND (SELECT * FROM (SELECT(SLEEP(5)))a)'],
    ["Shifts: 'early' or 'late' = your choice", "' or 'a'='a"],
    ["Ask for 'Sam' or 'Jo' = fine", "' OR role = admin"],
    ["Hours: 'lunch' or 'dinner' = 8 or 9 hours", "' OR 1=1 --"],
    ["Le Lion d'Or = our sister bistro", "x'or'1'='1"],
    ["our 'special' --", "admin' --"],
    ["We serve 'proper' food--no shortcuts", "admin'--"],
    ["Our 'burger'#1 in town", "admin'#"],
    ['Busy night; drop table 12 from the plan', '1; DROP TABLE users'],
    ['Note; update the set menu weekly', "1; UPDATE users SET role='admin'"],
    ['Wine list updated; select wines from Spain', "'; select password from users--"],
    ['Kitchen closes at 11; shutdown checklist on the wall', "'; SHUTDOWN --"],
    ['Union Square Café: select wines by the glass', "' UNION SELECT password FROM users--"],
  ])('passes %s, refuses %s', (prose, attack) => {
    expect(looksLikeSqlInjection(prose)).toBe(false);
    expect(looksLikeSqlInjection(attack)).toBe(true);
  });

  it.each([
    ['JavaScript: basic', 'javascript:alert(1)'],
    ['Skills: JavaScript: good (2 years)', 'javascript: alert(1)'],
    ['Fish & chips <£10, kids <12 eat free', '<script>alert(1)</script>'],
    ['<b>New:</b> onion soup = €4', '<b onmouseover=alert(1)>New</b>'],
  ])('passes %s, refuses %s', (prose, attack) => {
    expect(looksLikeScriptInjection(prose)).toBe(false);
    expect(looksLikeScriptInjection(attack)).toBe(true);
  });
});

describe('checkInput: email', () => {
  it('trims and lower-cases a valid address', () => {
    expect(checkInput('  Jo.Smith@Example.COM ', 'email')).toEqual({
      ok: true,
      value: 'jo.smith@example.com',
    });
    expect(checkInput("o'brien@example.ie", 'email')).toEqual({
      ok: true,
      value: "o'brien@example.ie",
    });
  });

  it.each([
    'no-at',
    'jo@',
    '@example.com',
    'jo smith@example.com',
    'jo@@example.com',
    'jo@ex_ample',
  ])('refuses %s', (input) => {
    expect(checkInput(input, 'email')).toEqual(EMAIL);
  });
});

describe('checkInput: phone', () => {
  it.each([
    ['+44 (20) 7946-0958', '+442079460958'],
    ['020 7946 0958', '02079460958'],
    ['555-1234', '5551234'],
    ['(555) 123 4567', '5551234567'],
    ['+33 1 23 45 67 89', '+33123456789'],
    ['  0123456789  ', '0123456789'],
  ])('%s gives %s', (input, value) => {
    expect(checkInput(input, 'phone')).toEqual({ ok: true, value });
  });

  it.each([
    'call me',
    '+1.555.123',
    '555/1234',
    '12\t34',
    '555 1234 ext 2',
    '()',
    '+',
    ' - ',
    '٠١٢٣',
  ])('refuses %o', (input) => {
    expect(checkInput(input, 'phone')).toEqual(PHONE);
  });
});

describe('checkInput: html', () => {
  it('keeps the basic tags without attributes and drops other tags, keeping their text', () => {
    expect(
      checkInput(
        '<div class="card"><p class="intro">Our <strong>new</strong> menu: <a href="/menu">see it</a></p></div>',
        'html',
      ),
    ).toEqual({ ok: true, value: '<p>Our <strong>new</strong> menu: see it</p>' });
  });

  it('refuses script injection before filtering', () => {
    expect(checkInput('<p onclick="x()">Hi</p>', 'html')).toEqual(XSS);
    expect(checkInput('<p>Hi</p><script>x()</script>', 'html')).toEqual(XSS);
  });

  it('returns prose HTML-escaped', () => {
    expect(checkInput('Prices: 3 < 5 and 6 > 4, I <3 it', 'html')).toEqual({
      ok: true,
      value: 'Prices: 3 &lt; 5 and 6 &gt; 4, I &lt;3 it',
    });
  });
});

describe('the heuristics stay fast on long hostile input', () => {
  it('handles 50,000 characters of repeated attack fragments quickly', () => {
    const fragments = [
      "'",
      ';',
      '; ',
      "' ",
      "'(",
      "' or ",
      '/**/',
      '<',
      '<a ',
      '<a b="',
      '<script',
      '</script',
      ' onx',
      '<!--',
      'union ',
      'javascript',
      '< ',
      '<\t/ ',
      "'--",
      '"',
      '<b',
      "' or a",
      "a'or'",
      "' or 'a'=",
      '= ',
      "= '",
      'javascript: ',
      'java\tscript',
      '<a on',
      '<a onx ',
      'if(',
      'if(,',
      '; select a from ',
      '; drop table a ',
      ' and sleep(',
      "' and (select ",
      "' order by 1 ",
      '--',
      "''--",
    ];
    const started = Date.now();
    for (const fragment of fragments) {
      const input = fragment.repeat(Math.ceil(50_000 / fragment.length));
      looksLikeSqlInjection(input);
      looksLikeScriptInjection(input);
      keepBasicHtml(input);
      stripScripts(input);
    }
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
