import { describe, expect, it } from 'vitest';
import { cdata, escapeXml, xmlCharacters } from '../../src/services/crawlers/xml-text.ts';
import { parseXml } from './parse-xml.ts';

/** Each hostile text survives a strict XML parser and reads back as written (less what XML 1.0 cannot hold). */
describe('writing text into XML', () => {
  const hostile = [
    'Fish & Chips <Chef> "head" \'sous\'',
    'ends early ]]> then <script>alert(1)</script>',
    ']]>]]]]>',
    '&amp; is already an entity',
    'Café 🍷 Köln — 東京',
  ];

  it.each(hostile)('escapes %j in content and attributes', (text) => {
    const document = parseXml(`<a title="${escapeXml(text)}">${escapeXml(text)}</a>`);
    expect(document.documentElement.textContent).toBe(text);
    expect(document.documentElement.getAttribute('title')).toBe(text);
  });

  it.each(hostile)('keeps %j verbatim in CDATA', (text) => {
    const document = parseXml(`<a>${cdata(text)}</a>`);
    expect(document.documentElement.textContent).toBe(text);
  });

  it('drops characters XML 1.0 cannot carry, and keeps tabs, newlines and emoji', () => {
    const text = 'a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg\uFFFEh\uD800i\uDC00j\tk\nl\r🍷';
    expect(xmlCharacters(text)).toBe('abcdefghij\tk\nl\r🍷');
    expect(() => parseXml(`<a>${escapeXml(text)}</a>`)).not.toThrow();
    expect(() => parseXml(`<a>${cdata(text)}</a>`)).not.toThrow();
    // The parser used here does refuse them, so the test above proves something.
    expect(() => parseXml('<a>\u0001</a>')).toThrow();
  });
});
