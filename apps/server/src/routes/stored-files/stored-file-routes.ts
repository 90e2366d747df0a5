import { storageQuotaBytes } from '@brigade/shared/constants';
import {
  fileListQuery,
  fileMetadataInput,
  fileShareInput,
  type StorageUsage,
  type StoredFileView,
} from '@brigade/shared/files/stored-file';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { apiPaths } from '@brigade/shared/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { rateLimits } from '../../config/rate-limits.ts';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { enforceRateLimit } from '../../services/rate-limit/enforce-rate-limit.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import {
  deleteStoredFile,
  editStoredFile,
  readStoredFile,
  revokeStoredFileShare,
  shareStoredFile,
} from '../../services/stored-files/change-stored-file.ts';
import { listMyFiles, listSharedWithMe } from '../../services/stored-files/list-stored-files.ts';
import { storageUsed } from '../../services/stored-files/save-stored-file.ts';
import { registerDownloadStoredFile } from './download-stored-file.ts';

const fileParams = z.object({ id: z.string().max(64) });
const shareParams = z.object({ id: z.string().max(64), userId: z.string().max(64) });
const one = '/api/files/:id';

/**
 * Generic file storage (issue 6), for signed-in users: my files, shared with me, my usage, one
 * file's metadata (read / edit / delete), and sharing. Every file is judged by the access rule
 * (file-policy.ts); whatever it refuses is a 404. The download has its own file (public files
 * are readable signed out).
 */
export function registerStoredFileRoutes(app: App, ctx: AppContext): void {
  const signedIn = { preValidation: requireUser(ctx) };
  const perAccountShares = (request: FastifyRequest) =>
    enforceRateLimit(ctx, request.ip, {
      action: 'share-file',
      keys: [`account:${userOf(request).id}`],
      rule: rateLimits.shareFile,
    });
  // Answers about private files: never kept by shared caches.
  const noStore = {
    onSend: async (_request: FastifyRequest, reply: FastifyReply) => {
      void reply.header('cache-control', 'no-store');
    },
  };

  app.get(
    apiPaths.files.mine,
    { ...signedIn, ...noStore, schema: { querystring: fileListQuery } },
    async (request): Promise<Page<StoredFileView>> =>
      listMyFiles(ctx, userOf(request).id, request.query),
  );
  app.get(
    apiPaths.files.sharedWithMe,
    { ...signedIn, ...noStore, schema: { querystring: fileListQuery } },
    async (request): Promise<Page<StoredFileView>> =>
      listSharedWithMe(ctx, userOf(request).id, request.query),
  );
  app.get(
    apiPaths.files.usage,
    { ...signedIn, ...noStore },
    async (request): Promise<StorageUsage> => ({
      usedBytes: await storageUsed(ctx.database.db, userOf(request).id),
      limitBytes: storageQuotaBytes,
    }),
  );
  app.get(one, { ...signedIn, ...noStore, schema: { params: fileParams } }, async (request) =>
    readStoredFile(ctx, userOf(request).id, request.params.id),
  );
  app.patch(
    one,
    { ...signedIn, schema: { params: fileParams, body: fileMetadataInput } },
    async (request) => editStoredFile(ctx, userOf(request).id, request.params.id, request.body),
  );
  app.delete(one, { ...signedIn, schema: { params: fileParams } }, async (request, reply) => {
    await deleteStoredFile(ctx, userOf(request).id, request.params.id);
    return reply.code(204).send();
  });
  app.post(
    `${one}/shares`,
    {
      preValidation: [requireUser(ctx), perAccountShares],
      schema: { params: fileParams, body: fileShareInput },
    },
    async (request) => shareStoredFile(ctx, userOf(request).id, request.params.id, request.body),
  );
  app.delete(
    `${one}/shares/:userId`,
    { ...signedIn, schema: { params: shareParams } },
    async (request) =>
      revokeStoredFileShare(ctx, userOf(request).id, request.params.id, request.params.userId),
  );
  registerDownloadStoredFile(app, ctx);
}
