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

const ordinaryText = [
  "Chef's special: fish & chips; 2-for-1 -- Fri/Sat",
  "O'Brien",
  'Select dishes from our menu',
  "I can't start until 1 May",
  "Rock 'n' roll and jazz nights",
  'Mon–Fri 9-5; Sat & Sun closed',
  'Drop-in interviews on Tuesday',
  'Union Square bistro — select wines by the glass',
  "We're hiring: line cook / sous-chef (m/f/d)",
  'Onion soup = €4',
  'Prices: 3 < 5 and 6 > 4',
  'I <3 this team',
  "Our #1 dish is the 'classic' burger",
  'Update: the set menu changes weekly',
  "Table for 2; delete the booking if we're late",
  "Ask for 'Sam' or 'Jo' at the bar",
  'Email jo@example.com or call +44 20 7946 0958',
  "Table 4's order = 2 soups",
  'Shift: 18:00-23:00; tips shared',
  'Hours: 10pm -- 2am',
  "Marie-Thérèse d'Arc",
  'Creating a table plan for Saturday; select your seats',
  'Insert coins into the jukebox; order at the bar',
  'Experience: 5 years as commis; 2 as chef de partie',
  'Fluent in French & Spanish. Hygiene certificate (level 2).',
  "It's 100% organic -- and 'local' too!",
  'Open Mon-Sat, closed Sun; book via our site',
  'I like to execute orders quickly; sleep is for later',
  'Dishes: "Coq au vin" and "Crème brûlée"',
  'Need a sous-chef ASAP!!! Call 020-7946-0958 #hiring',
  'Waiters wanted; experience preferred - apply now',
  'Benchmark: 200 covers a night',
  'online bookings = 60% of covers',
];

describe('checkInput: ordinary hospitality text passes unchanged', () => {
  it.each(ordinaryText)('%s', (text) => {
    expect(checkInput(text, 'text')).toEqual({ ok: true, value: text });
    expect(looksLikeSqlInjection(text)).toBe(false);
    expect(looksLikeScriptInjection(text)).toBe(false);
    expect(stripScripts(text)).toBe(text);
  });

  it('returns text as given, without trimming', () => {
    expect(checkInput('  Hello, chef!  ', 'text')).toEqual({ ok: true, value: '  Hello, chef!  ' });
  });
});

const sqlInjections = [
  "' OR 1=1 --",
  '1; DROP TABLE users',
  "admin'--",
  'UNION SELECT password FROM users',
  "' or 'a'='a",
  "') OR ('1'='1",
  '" OR ""="',
  "'OR'1'='1",
  "admin' #",
  "admin' --",
  "admin'/*",
  "x'; DELETE FROM users; --",
  "'; INSERT INTO users VALUES ('x')",
  "1; UPDATE users SET role='admin'",
  "'; ALTER TABLE users ADD x int",
  '1; TRUNCATE TABLE users',
  "'; CREATE USER evil",
  "'; SHUTDOWN",
  "'; SELECT * FROM users",
  '1; select * from users',
  '1 OR 1=1',
  '1 AND 2=2',
  "1' AND SLEEP(5)",
  "1' AND pg_sleep(5)--",
  "'; EXEC xp_cmdshell 'dir'--",
  '1 UNION/**/SELECT null',
  '1 union all select 1,2,3',
  "'/**/OR/**/1=1",
  "' || 1=1",
  "1; WAITFOR DELAY '0:0:5'",
  'SELECT table_name FROM information_schema.tables',
  "1 AND BENCHMARK(1000000, MD5('x'))",
  "' UNION SELECT LOAD_FILE('/etc/passwd')",
  "1 INTO OUTFILE '/tmp/x'",
];

describe('checkInput: SQL injection', () => {
  it.each(sqlInjections)('refuses %s', (input) => {
    expect(checkInput(input, 'text')).toEqual(SQL);
  });

  it('is checked for every type', () => {
    for (const type of types) expect(checkInput("admin'--", type)).toEqual(SQL);
  });
});

const scriptInjections = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<script',
  'Hello</script>',
  '<svg/onload=alert(1)>',
  '<body onload=alert(1)>',
  '<div onpageswap=alert(1)>',
  '<p style="x" onclick = "steal()">hi</p>',
  '" onfocus="alert(1)" autofocus="',
  "' onmouseover='alert(1)",
  '<iframe src=//evil.example>',
  '<object data=x>',
  '<embed src=x>',
  '<meta http-equiv="refresh" content="0;url=//evil">',
  '<base href=//evil>',
  '<link rel=stylesheet href=//evil>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>'.replace('\t', ''),
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD4=',
  'onerror=alert(1)',
];

describe('checkInput: script injection', () => {
  it.each(scriptInjections)('refuses %s', (input) => {
    expect(checkInput(input, 'text')).toEqual(XSS);
  });

  it('is checked for every type', () => {
    for (const type of types) expect(checkInput('<script>x</script>', type)).toEqual(XSS);
  });

  it('checks SQL injection first', () => {
    expect(checkInput("' OR 1=1 --<script>alert(1)</script>", 'text')).toEqual(SQL);
  });

  it('does not refuse harmless markup or a handler-like word without a tag', () => {
    expect(looksLikeScriptInjection('<b>Bold</b> and <i>italic</i>')).toBe(false);
    expect(looksLikeScriptInjection('<img src="menu.png">')).toBe(false);
    expect(looksLikeScriptInjection('onion = 2')).toBe(false);
    expect(looksLikeScriptInjection('<b>onion</b> soup, onions = 2')).toBe(true);
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
