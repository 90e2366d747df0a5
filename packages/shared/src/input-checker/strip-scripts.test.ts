import { describe, expect, it } from 'vitest';
import { stripScripts } from './strip-scripts.ts';

// Ordinary text is left alone: checked with the checker's list of ordinary text in
// ../input-checker.test.ts.

describe('stripScripts (text type)', () => {
  it.each([
    ['<script>alert(1)</script>Hello', 'Hello'],
    ['Hi <SCRIPT src=x></SCRIPT > there', 'Hi  there'],
    ['<script>alert(1)', ''],
    ['before <script>alert(1)', 'before '],
    ['x</script>y', 'xy'],
    ['javascript:alert(1)', 'alert(1)'],
    ['JaVaScRiPt :alert(1)', 'alert(1)'],
    ['vbscript:msgbox(1)', 'msgbox(1)'],
    ['javajavascript:script:alert(1)', 'alert(1)'],
    // The removal reassembles `<script>alert(1)`, which the next pass removes to the end.
    ['<scr<script>x</script>ipt>alert(1)</script>', ''],
    ['<a href="#" onclick="steal()">x</a>', '<a href="#">x</a>'],
    ["<a href='#' onmouseover='steal()' title=x>x</a>", "<a href='#' title=x>x</a>"],
    ['<img src=x onerror=alert(1)>', '<img src=x>'],
    ['<div/onmouseover=x>', '<div>'],
    ['<b onfoo="x">t</b>', '<b>t</b>'],
    ['onerror=alert(1)', ''],
    ['say onload="go()" now', 'say  now'],
    ['javascript: alert(1)', ' alert(1)'],
    ['javascript://%0aalert(1)', '//%0aalert(1)'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a href="alert(1)">x</a>'],
    ['<a href=" javascript: basic">x</a>', '<a href="  basic">x</a>'],
    ['link= javascript: basic', 'link=  basic'],
  ])('%s becomes %s', (input, output) => {
    expect(stripScripts(input)).toBe(output);
  });

  it('leaves words that only look like handlers or script URLs alone', () => {
    expect(stripScripts('onion=2, online = yes')).toBe('onion=2, online = yes');
    expect(stripScripts('JavaScript: basic; VBScript: none')).toBe(
      'JavaScript: basic; VBScript: none',
    );
  });

  it('falls back to dropping < > : = when nested fragments keep reassembling', () => {
    let hostile = 'javascript:';
    for (let depth = 0; depth < 20; depth += 1) hostile = `java${hostile}script:`;
    const output = stripScripts(`${hostile}alert(1)`);
    expect(output.toLowerCase()).not.toContain('javascript:');
    expect(output).not.toMatch(/[<>:=]/);
  });
});
