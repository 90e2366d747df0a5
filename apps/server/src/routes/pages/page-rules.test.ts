import { describe, expect, it } from 'vitest';
import { descriptionHtml, jsonLdScript } from './job-posting.ts';
import { summary } from './page-head.ts';
import { pageLanguage } from './page-language.ts';
import { cutTemplate } from './server-renderer.ts';

describe('descriptionHtml (JobPosting: p, ul, li and br only)', () => {
  it.each([
    ['One line.', '<p>One line.</p>'],
    ['First.\n\nSecond.', '<p>First.</p><p>Second.</p>'],
    ['Line one\nline two', '<p>Line one<br>line two</p>'],
    ['- Knives\n* Fire\n• Salt', '<ul><li>Knives</li><li>Fire</li><li>Salt</li></ul>'],
    ['Intro\n- not a list alone', '<p>Intro<br>- not a list alone</p>'],
    ['<b>bold</b> & "quotes"', '<p>&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot;</p>'],
    ['\n\n  \n', ''],
  ])('%j → %s', (text, html) => {
    expect(descriptionHtml(text)).toBe(html);
  });
});

describe('jsonLdScript', () => {
  it('cannot be ended by what the data says', () => {
    const script = jsonLdScript({ title: '</script><script>alert(1)</script>' });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).toContain('\\u003c/script>');
  });
});

describe('summary (meta description)', () => {
  it.each([
    ['Short.', 'Short.'],
    ['Two\n\nlines   spaced', 'Two lines spaced'],
    [`${'word '.repeat(40)}end`, `${'word '.repeat(31).trim()}…`],
  ])('%j → %j', (text, expected) => {
    expect(summary(text)).toBe(expected);
  });
});

describe('pageLanguage (as the app picks it on first paint)', () => {
  it.each([
    [undefined, undefined, 'en'],
    ['lang=fr', 'de', 'fr'],
    ['a=1; lang=es; b=2', undefined, 'es'],
    ['lang=xx', 'de-AT,de;q=0.9', 'de'],
    [undefined, 'it, fr-CA;q=0.8, en;q=0.9', 'en'],
    [undefined, 'it, fr-CA;q=0.8', 'fr'],
    [undefined, 'es;q=0, de;q=0.1', 'de'],
  ])('cookie %j, Accept-Language %j → %s', (cookie, accept, language) => {
    expect(pageLanguage(cookie, accept)).toBe(language);
  });
});

describe('cutTemplate', () => {
  it('cuts index.html where the language, head tags and page go, without its title and description', () => {
    const template = cutTemplate(
      '<!doctype html><html lang="en"><head><meta\n  name="description"\n  content="x"\n/><title>Brigade</title><link rel="icon" /></head><body><div id="root"></div><script src="/a.js"></script></body></html>',
    );
    const page = `${template.start}fr${template.head}<title>T</title>${template.body}<p>page</p>${template.end}`;
    expect(page).toBe(
      '<!doctype html><html lang="fr"><head><link rel="icon" /><title>T</title></head><body><div id="root"><p>page</p></div><script src="/a.js"></script></body></html>',
    );
  });

  it('refuses a page without a root element', () => {
    expect(() => cutTemplate('<html lang="en"><head></head><body></body></html>')).toThrow();
  });
});
