// What s3rver 3.7 lacks of multipart uploads and @tus/s3-store needs (jamhall/s3rver#330):
// ListParts (`GET /{bucket}/{key}?uploadId=`) and AbortMultipartUpload (`DELETE …?uploadId=`).
// S3, MinIO and the other S3-compatible servers have both. Read from s3rver's own folder of
// unfinished uploads (`{uploadId}/key`, `{uploadId}/{partNumber}` and its `.md5`).
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type S3rver from 's3rver';
import type { S3rverContext, S3rverMiddleware } from 's3rver';

/** Adds ListParts and AbortMultipartUpload to `server`, before its own routes (path style). */
export function addMultipartListing(server: S3rver): void {
  const routes = server.middleware.pop();
  if (!routes) throw new Error('s3rver has no routes');
  server.middleware.push(multipartListing(server), routes);
}

function multipartListing(server: S3rver): S3rverMiddleware {
  return async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    const [bucket, ...keyPath] = ctx.path.slice(1).split('/').map(decodeURIComponent);
    const key = keyPath.join('/');
    const isListing = ctx.method === 'GET' && !('partNumber' in ctx.query);
    if (
      typeof uploadId !== 'string' ||
      !bucket ||
      !key ||
      !(isListing || ctx.method === 'DELETE')
    ) {
      return next();
    }
    const folder = join(server.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    const storedKey = await readFile(join(folder, 'key'), 'utf8').catch(() => null);
    if (storedKey !== key) return noSuchUpload(ctx);
    if (ctx.method === 'DELETE') {
      await rm(folder, { recursive: true, force: true });
      ctx.status = 204;
      return undefined;
    }
    const numbers = (await readdir(folder))
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
    const Part = await Promise.all(
      numbers.map(async (number) => {
        const path = join(folder, String(number));
        const [stats, md5] = await Promise.all([stat(path), readFile(`${path}.md5`, 'utf8')]);
        return {
          PartNumber: number,
          LastModified: stats.mtime.toISOString(),
          ETag: JSON.stringify(md5),
          Size: stats.size,
        };
      }),
    );
    // s3rver writes a plain object out as XML.
    ctx.body = {
      ListPartsResult: { Bucket: bucket, Key: key, UploadId: uploadId, IsTruncated: false, Part },
    };
    return undefined;
  };
}

function noSuchUpload(ctx: S3rverContext): void {
  ctx.status = 404;
  ctx.type = 'application/xml';
  ctx.body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code>' +
    '<Message>The specified upload does not exist.</Message></Error>';
}
