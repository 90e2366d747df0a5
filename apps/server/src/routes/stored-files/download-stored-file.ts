import { allowedFileTypes } from '@brigade/shared/files/upload-rules';
import { z } from 'zod';
import { getSessionUser } from '../../auth/session-user.ts';
import { AppError } from '../../core/app-error.ts';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { attachmentDisposition } from '../../http/attachment-disposition.ts';
import { fileFor } from '../../services/stored-files/stored-file-record.ts';

/**
 * The stored type as a response type: only the spec's allowed types (what the bytes showed at
 * upload) go out as themselves — never HTML or script; anything else is plain bytes.
 */
function responseType(fileType: string): string {
  if (fileType === 'text/plain') return 'text/plain; charset=utf-8';
  return Object.hasOwn(allowedFileTypes, fileType) ? fileType : 'application/octet-stream';
}

/**
 * GET /api/files/:id/download: the file's bytes from the storage port, for whoever the access
 * rule lets read it — signed out too when the file is public. Always an attachment (safe
 * Content-Disposition), nosniff, and sandboxed, so nothing uploaded ever runs on this origin.
 * Anything refused or missing — record or bytes — is a 404.
 */
export function registerDownloadStoredFile(app: App, ctx: AppContext): void {
  app.get(
    '/api/files/:id/download',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        doc: {
          summary: "A file's bytes, as an attachment (public files signed out too)",
          owner: true,
          access: 'optional',
          answer: 'application/octet-stream',
        },
      },
    },
    async (request, reply) => {
      const reader = await getSessionUser(ctx.auth, request);
      const file = await fileFor(ctx, reader?.id ?? null, request.params.id, 'read', request.ip);
      const stored = await ctx.storage.read(file.row.storageKey);
      if (!stored) throw new AppError('not_found');
      void reply.headers({
        'content-type': responseType(file.row.fileType),
        'content-disposition': attachmentDisposition(file.row.fileName),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': file.row.isPublic ? 'public, max-age=300' : 'private, no-store',
        'last-modified': stored.lastModified.toUTCString(),
        'content-length': stored.size,
      });
      return reply.send(stored.body);
    },
  );
}
