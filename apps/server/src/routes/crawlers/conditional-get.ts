import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BuiltFile } from '../../services/crawlers/built-file.ts';

/** Crawlers come back often; they may keep a copy for a few minutes and then revalidate. */
export const CRAWLER_CACHE_CONTROL = 'public, max-age=300';

/** Whether the client's copy is current: If-None-Match decides when sent (RFC 9110 §13.1.2). */
function isCurrent(request: FastifyRequest, file: BuiltFile): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === file.etag);
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince === undefined || !file.lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && file.lastModified.getTime() <= since;
}

const acceptsGzip = (request: FastifyRequest) =>
  /\bgzip\b(?!;\s*q=0(\.0*)?\b)/i.test(request.headers['accept-encoding'] ?? '');

/**
 * Sends a built document with its validators: 304 when the client's copy is current, else the
 * kept gzip as it is, or unzipped for the rare client that does not take gzip.
 */
export async function sendBuilt(
  request: FastifyRequest,
  reply: FastifyReply,
  file: BuiltFile,
  type: string,
): Promise<FastifyReply> {
  void reply
    .header('cache-control', CRAWLER_CACHE_CONTROL)
    .header('vary', 'accept-encoding')
    .header('etag', file.etag);
  if (file.lastModified) void reply.header('last-modified', file.lastModified.toUTCString());
  if (isCurrent(request, file)) return reply.code(304).send();
  void reply.type(type);
  if (acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(await promisify(gunzip)(file.gzip));
}
