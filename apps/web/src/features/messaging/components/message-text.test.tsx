import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MessageText } from './message-text.tsx';

const render = (text: string) => renderToStaticMarkup(<MessageText text={text} />);

describe('MessageText', () => {
  it('renders markup as inert text', () => {
    const html = render('<b>hi</b><script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;b&gt;hi&lt;/b&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('never turns a javascript: address into a link', () => {
    const html = render('click javascript:alert(document.cookie) now');
    expect(html).not.toContain('<a');
    expect(html).toContain('javascript:alert(document.cookie)');
  });

  it('makes http(s) links clickable, in a new tab, without opener, referrer or endorsement', () => {
    expect(render('Menu: https://casa.example/menu.')).toBe(
      '<p class="break-words whitespace-pre-wrap">Menu: <a href="https://casa.example/menu" ' +
        'target="_blank" rel="noopener noreferrer nofollow" ' +
        'class="font-medium break-all underline underline-offset-2">https://casa.example/menu</a>.</p>',
    );
  });

  it('escapes what follows a link rather than letting it into the attribute', () => {
    const html = render('https://x.example/"><script>alert(1)</script>');
    expect(html).toContain('href="https://x.example/"');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });
});
