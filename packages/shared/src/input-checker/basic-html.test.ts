import { describe, expect, it } from 'vitest';
import { ALLOWED_HTML_TAGS, keepBasicHtml } from './basic-html.ts';

/** Output of the HTML filter: text without `<` or `>`, and only the allowed tags, bare. */
const BASIC_HTML = /^(?:[^<>]|<\/?(?:b|i|u|strong|em|p)>|<br>)*$/;

describe('keepBasicHtml', () => {
  it('allows exactly b, i, u, strong, em, br and p', () => {
    expect(ALLOWED_HTML_TAGS).toEqual(['b', 'i', 'u', 'strong', 'em', 'br', 'p']);
  });

  it.each([
    ['<p class="x" id="y" style="color:red">Hi <b>there</b></p>', '<p>Hi <b>there</b></p>'],
    [
      '<B>b</B><I>i</I><U>u</U><STRONG>s</STRONG><EM>e</EM><P>p</P>',
      '<b>b</b><i>i</i><u>u</u><strong>s</strong><em>e</em><p>p</p>',
    ],
    ['a<br>b<br/>c<br />d<BR clear="all">e</br>f', 'a<br>b<br>c<br>d<br>ef'],
    ['<b/class=x>bold</b >', '<b>bold</b>'],
    ['<b title=\'x>y\' data-a="1">t</b>', '<b>t</b>'],
    ['<p title="a>b">t</p>', '<p>t</p>'],
  ])('rebuilds allowed tags bare: %s', (input, output) => {
    expect(keepBasicHtml(input)).toBe(output);
  });

  it.each([
    ['<div><a href="http://x">link</a> <span style="color:red">red</span></div>', 'link red'],
    ['<h1>Title</h1><ul><li>One</li><li>Two</li></ul>', 'TitleOneTwo'],
    ['<img src="menu.png" alt="Menu">Menu', 'Menu'],
    ['<table><tr><td>Cell</td></tr></table>', 'Cell'],
    ['<textarea><b>x</b></textarea>', '<b>x</b>'],
    ['<embed src=x>after', 'after'],
  ])('removes other tags and keeps their text: %s', (input, output) => {
    expect(keepBasicHtml(input)).toBe(output);
  });

  it.each([
    ['<script>alert(1)</script>ok', 'ok'],
    ['<SCRIPT type="text/javascript">alert(1)</SCRIPT >ok', 'ok'],
    ['<script>if (a < b) alert("</p>")</script>ok', 'ok'],
    ['<script>a</scriptx>b</script>c', 'c'],
    ['<style>p { color: red }</style>ok', 'ok'],
    ['<p>Hi</p><script>never closed <b>x</b>', '<p>Hi</p>'],
    ['<iframe srcdoc="<script>x</script>"></iframe>ok', 'ok'],
    ['<noscript><p>x</p></noscript>ok', 'ok'],
    ['<svg><script>alert(1)</script><text>t</text></svg>ok', 'ok'],
    ['<math><mi>x</mi></math>ok', 'ok'],
    ['<template><b>x</b></template>ok', 'ok'],
    ['<object data="x">fallback</object>ok', 'ok'],
    ['<script/src=x>alert(1)</script>ok', 'ok'],
    ['<svg><svg>x</svg>y</svg>ok', 'yok'],
  ])('drops script, style and other code with their content: %s', (input, output) => {
    expect(keepBasicHtml(input)).toBe(output);
  });

  it.each([
    ['<!-- <script>alert(1)</script> -->safe', 'safe'],
    ['<!-- unterminated comment <b>x</b>', ''],
    ['<!DOCTYPE html>x', 'x'],
    ['<?xml version="1.0"?>x', 'x'],
    ['</>x', 'x'],
    ['</ p>x', 'x'],
  ])('drops comments, doctypes and bogus tags: %s', (input, output) => {
    expect(keepBasicHtml(input)).toBe(output);
  });

  it.each([
    ['<b', ''],
    ['text <b class=x', 'text '],
    ['<img src=x onerror=alert(1)//', ''],
    ['ok <i>open', 'ok <i>open'],
  ])('drops a tag the input ends inside: %s', (input, output) => {
    expect(keepBasicHtml(input)).toBe(output);
  });

  // js-xss reads an unclosed quoted attribute value as running to the end and leaves that tail
  // as text, escaped: shown literally, never as markup.
  it.each([
    ['text <b class="x', 'text &lt;b class="x'],
    ['<p title="unterminated>rest', '&lt;p title="unterminated&gt;rest'],
  ])('escapes a tag left open inside a quoted value: %s', (input, output) => {
    expect(keepBasicHtml(input)).toBe(output);
    expect(output).toMatch(BASIC_HTML);
  });

  it.each([
    ['a < b > c', 'a &lt; b &gt; c'],
    ['<<b>>', '&lt;<b>&gt;'],
    ['< p>', '&lt; p&gt;'],
    ['I <3 chips', 'I &lt;3 chips'],
    ['<é>', '&lt;é&gt;'],
    ['Fish &amp; chips &lt;3', 'Fish &amp; chips &lt;3'],
    ['Plain text', 'Plain text'],
    ['[removed] and [/removed] are ordinary text', '[removed] and [/removed] are ordinary text'],
  ])('escapes any < and > left in text: %s', (input, output) => {
    expect(keepBasicHtml(input)).toBe(output);
  });

  it.each([
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
    '<scr\0ipt>alert(1)</script>',
    '<img src=x onerror=alert(1)//',
    '<a href="javascript:alert(1)">x</a>',
    '<p\u00a0onclick=x>t</p>',
    '<b onmouseover=alert(1)>x</b>',
    '<<script>script>alert(1)<</script>/script>',
    '<p><b><i><u>nested</u></i></b></p><br/><br>',
    '"><svg onload=alert(1)>',
    '<a href=x>a</a><a href=y>b',
    '<ScRiPt>x</sCrIpT><StYlE>y</sTyLe>z',
    '<img src=x onerror="alert(1)',
    "<p title=\"x\" onclick='alert(1)' style='a>b'>t</p>",
    '<a href="javascript:alert(1)"',
    '<b onclick=alert(1)/>x</b>',
    '<br/onload=alert(1)>',
    '<p\tonclick=alert(1)>t',
    '<!--><script>alert(1)</script>-->',
    '<!--[if IE]><script>alert(1)</script><![endif]-->',
    '<style><img src=x onerror=alert(1)></style>',
    '<textarea><img src=x onerror=alert(1)></textarea>',
  ])('never lets anything but bare allowed tags through: %s', (input) => {
    const output = keepBasicHtml(input);
    expect(output).toMatch(BASIC_HTML);
    expect(output.toLowerCase()).not.toContain('alert(1)</');
  });
});
