/**
 * Writing user text into XML by hand (no XML builder is a dependency of the server). XML 1.0 has
 * no escape for most control characters, lone surrogates or U+FFFE/U+FFFF: they are dropped, as a
 * strict parser would refuse the whole document for one of them.
 */
// XML 1.0's Char production, negated: tab, line feed and carriage return are the only characters
// below U+0020 it allows, and with the `u` flag an unpaired surrogate is a code point of its own,
// outside the ranges, so it is matched too.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text without the characters XML 1.0 cannot carry. */
export function xmlCharacters(text: string): string {
  return text.replace(NOT_XML, '');
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an element's content or an attribute's value. */
export function escapeXml(text: string): string {
  return xmlCharacters(text).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * Text verbatim in a CDATA section (aggregators' feeds expect CDATA for descriptions). A `]]>`
 * inside would end the section early, so it is split across two sections.
 */
export function cdata(text: string): string {
  return `<![CDATA[${xmlCharacters(text).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/** `<name>escaped text</name>`. */
export function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

/** `<name><![CDATA[text]]></name>`. */
export function cdataElement(name: string, text: string): string {
  return `<${name}>${cdata(text)}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
