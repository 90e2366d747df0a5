import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { createGzip, gzip } from 'node:zlib';

/**
 * A document made once and served many times: kept gzipped (crawlers ask for gzip; sitemaps and
 * feeds shrink to a tenth or less), with a strong ETag for conditional requests.
 */
export interface BuiltFile {
  gzip: Buffer;
  etag: string;
  /** When its content last changed, when that is known (a sitemap's newest lastmod). */
  lastModified: Date | null;
}

const etagOf = (bytes: Buffer) =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;

/** Compresses on the thread pool: a 50,000-URL sitemap would hold the event loop ~100 ms. */
export async function builtFile(text: string, lastModified: Date | null): Promise<BuiltFile> {
  const compressed = await promisify(gzip)(text);
  return { gzip: compressed, etag: etagOf(compressed), lastModified };
}

/** The same from a document written in pieces (never all of it in memory uncompressed). */
export async function builtFileFrom(pieces: AsyncIterable<string>): Promise<BuiltFile> {
  const compressed = await buffer(Readable.from(pieces).pipe(createGzip()));
  return { gzip: compressed, etag: etagOf(compressed), lastModified: null };
}
