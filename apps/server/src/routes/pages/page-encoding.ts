import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

/** What a server-rendered page may be sent as, best first. */
const encodings = ['br', 'gzip'] as const;
type PageEncoding = (typeof encodings)[number];

/** A page's HTML, and its compressed forms once made (kept with the page in the render cache). */
export interface EncodablePage {
  html: string;
  encoded?: Partial<Record<PageEncoding, Buffer>>;
}

/**
 * The body to send for `acceptEncoding`: brotli or gzip when the browser takes it, made once
 * per kept page (a job list is about 100 KB of HTML and 15 KB compressed: most of a phone's
 * first paint on a slow connection), else the HTML as it is. Quality 5 and level 6 cost about a
 * millisecond for such a page.
 */
export function pageBody(
  page: EncodablePage,
  acceptEncoding: string | undefined,
): { body: string | Buffer; encoding: PageEncoding | null } {
  const encoding = acceptEncoding ? negotiate(acceptEncoding, [...encodings]) : null;
  if (!encoding || Buffer.byteLength(page.html) < 1024) return { body: page.html, encoding: null };
  page.encoded ??= {};
  const body = (page.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.html, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : gzipSync(page.html, { level: 6 }));
  return { body, encoding };
}
