/**
 * Splits a message's text into plain text and web links, so links can be made clickable while
 * everything else stays text (React escapes it; nothing is ever parsed as markup). Only http and
 * https addresses written out in full become links: `javascript:`, `data:` and the like stay
 * text whatever they look like.
 */
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Up to whitespace or a character that cannot be part of a written-out address in chat.
const candidates = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const trailingPunctuation = '.,;:!?*';
const brackets: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Drops what ends a sentence rather than the address: "see https://x.com/a." or "(https://x.com)". */
function trimEnd(url: string): string {
  let end = url;
  for (;;) {
    const last = end.at(-1) ?? '';
    const opening = brackets[last];
    if (trailingPunctuation.includes(last) && last !== '') end = end.slice(0, -1);
    else if (opening && count(end, opening) < count(end, last)) end = end.slice(0, -1);
    else return end;
  }
}

/** The address as a link target, or null if it is not a usable http(s) URL. */
function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

export function tokenizeLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let textStart = 0;
  for (const match of text.matchAll(candidates)) {
    const url = trimEnd(match[0]);
    const href = safeHref(url);
    if (!href) continue;
    if (match.index > textStart) {
      parts.push({ kind: 'text', text: text.slice(textStart, match.index) });
    }
    parts.push({ kind: 'link', text: url, href });
    textStart = match.index + url.length;
  }
  if (textStart < text.length) parts.push({ kind: 'text', text: text.slice(textStart) });
  return parts;
}
