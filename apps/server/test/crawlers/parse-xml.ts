import { createRequire } from 'node:module';

/** The part of the DOM these tests read (the server's TypeScript has no DOM types). */
export interface XmlElement {
  localName: string;
  namespaceURI: string | null;
  textContent: string | null;
  children: ArrayLike<XmlElement> & Iterable<XmlElement>;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<XmlElement> & Iterable<XmlElement>;
  getElementsByTagNameNS(
    namespace: string,
    name: string,
  ): ArrayLike<XmlElement> & Iterable<XmlElement>;
}
export interface XmlDocument extends Omit<XmlElement, 'localName' | 'getAttribute'> {
  documentElement: XmlElement;
}

// jsdom (a root devDependency) has no types installed; it is CommonJS, so it is required.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => {
    window: { DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument } };
  };
};
const { DOMParser } = new JSDOM('').window;

/**
 * Parses `text` with a strict XML parser (jsdom's, saxes underneath): a document that is not
 * well-formed, or holds a character XML forbids, throws with the parser's message.
 */
export function parseXml(text: string): XmlDocument {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

/** The text of each element named `name` (in any namespace), in document order. */
export function texts(parent: XmlDocument | XmlElement, name: string): string[] {
  return [...parent.getElementsByTagNameNS('*', name)].map((node) => node.textContent ?? '');
}
