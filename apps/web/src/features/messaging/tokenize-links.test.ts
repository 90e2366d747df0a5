import { describe, expect, it } from 'vitest';
import { tokenizeLinks } from './tokenize-links.ts';

describe('tokenizeLinks', () => {
  it('leaves text without links as one text part', () => {
    expect(tokenizeLinks('See you at 9, ok?')).toEqual([
      { kind: 'text', text: 'See you at 9, ok?' },
    ]);
    expect(tokenizeLinks('')).toEqual([]);
  });

  it('finds http and https links among text', () => {
    expect(tokenizeLinks('Menu: https://casa.example/menu?d=1 and http://a.example')).toEqual([
      { kind: 'text', text: 'Menu: ' },
      {
        kind: 'link',
        text: 'https://casa.example/menu?d=1',
        href: 'https://casa.example/menu?d=1',
      },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://a.example', href: 'http://a.example/' },
    ]);
  });

  it('keeps the end of a sentence and closing brackets out of the link', () => {
    expect(tokenizeLinks('Look (https://x.example/a). Done!')).toEqual([
      { kind: 'text', text: 'Look (' },
      { kind: 'link', text: 'https://x.example/a', href: 'https://x.example/a' },
      { kind: 'text', text: '). Done!' },
    ]);
    expect(tokenizeLinks('https://en.example/wiki/Pie_(dish), yes')[0]).toEqual({
      kind: 'link',
      text: 'https://en.example/wiki/Pie_(dish)',
      href: 'https://en.example/wiki/Pie_(dish)',
    });
  });

  it('never makes a link of other schemes, even when they look like one', () => {
    for (const text of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)//https',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'file:///etc/passwd',
      '//evil.example/x',
      'www.example.com',
    ]) {
      expect(
        tokenizeLinks(text).every((part) => part.kind === 'text'),
        text,
      ).toBe(true);
    }
  });

  it('stops a link at markup characters, which stay text', () => {
    expect(tokenizeLinks('https://x.example/<script>alert(1)</script>')).toEqual([
      { kind: 'link', text: 'https://x.example/', href: 'https://x.example/' },
      { kind: 'text', text: '<script>alert(1)</script>' },
    ]);
    expect(tokenizeLinks('"https://x.example/"onmouseover="alert(1)')).toEqual([
      { kind: 'text', text: '"' },
      { kind: 'link', text: 'https://x.example/', href: 'https://x.example/' },
      { kind: 'text', text: '"onmouseover="alert(1)' },
    ]);
  });

  it('leaves an address without a host as text', () => {
    expect(tokenizeLinks('https:// nothing')).toEqual([{ kind: 'text', text: 'https:// nothing' }]);
  });
});
