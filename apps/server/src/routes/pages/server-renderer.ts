/**
 * The web app's server renderer (apps/web/src/entry-server.tsx, built by `npm run build` into
 * `<web build>-ssr/`) and the built index.html it fills. Without that build the public pages
 * stay client-only, as every other page is.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@brigade/shared/languages';
import type { PageData, PageQuery, QueryAnswer } from '@brigade/shared/pages/page-data';

export type { PageData, PageQuery, QueryAnswer };

/** The part of entry-server.tsx the server calls (the web app's build is not type-checked here). */
export interface ServerRenderer {
  pageData(pathname: string, search: string): PageData | null;
  renderPage(input: {
    url: string;
    language: Language;
    answers: { query: PageQuery; answer: QueryAnswer }[];
    /** The request carries no session cookie: the page is drawn for a signed-out visitor. */
    signedOut: boolean;
  }): Promise<{ html: string; state: string }>;
}

/** index.html cut where a rendered page goes in. */
export interface PageTemplate {
  /** Up to `<html lang="`. */
  start: string;
  /** From after the language to where the page's head tags go (title and description removed). */
  head: string;
  /** From `</head>` up to inside the root element. */
  body: string;
  /** From the root element's end. */
  end: string;
}

const htmlLang = /<html lang="[^"]*"/;
const titleTag = /\s*<title>[^<]*<\/title>/;
const descriptionTag = /\s*<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
const rootElement = '<div id="root"></div>';

export function cutTemplate(html: string): PageTemplate {
  const lang = htmlLang.exec(html);
  const headEnd = html.indexOf('</head>');
  const root = html.indexOf(rootElement);
  if (!lang || headEnd < 0 || root < 0)
    throw new Error('index.html lacks <html lang>, </head> or #root');
  const afterLang = lang.index + lang[0].length - 1; // the closing quote
  return {
    start: html.slice(0, lang.index) + '<html lang="',
    head: html.slice(afterLang, headEnd).replace(titleTag, '').replace(descriptionTag, ''),
    body: html.slice(headEnd, root) + rootElement.slice(0, -'</div>'.length),
    end: html.slice(root + rootElement.length - '</div>'.length),
  };
}

/** Whether the web build has its server renderer (`vite build --ssr` into `<web build>-ssr`). */
export function hasServerRenderer(webDist: string): boolean {
  return existsSync(join(`${webDist}-ssr`, 'entry-server.js'));
}

export async function loadServerRenderer(
  webDist: string,
): Promise<{ renderer: ServerRenderer; template: PageTemplate } | null> {
  const entry = join(`${webDist}-ssr`, 'entry-server.js');
  if (!existsSync(entry)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as ServerRenderer;
  const template = cutTemplate(await readFile(join(webDist, 'index.html'), 'utf8'));
  return { renderer, template };
}
