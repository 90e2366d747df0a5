import { storageUsage, storedFilePage, storedFileView } from '@brigade/shared/api/other-answers';
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
import type { RouteDoc } from '../../http/openapi-operation.ts';
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

  const doc = (summary: string, more: Omit<RouteDoc, 'summary' | 'access'> = {}): RouteDoc => ({
    summary,
    access: 'signed-in',
    ...more,
  });

  app.get(
    apiPaths.files.mine,
    {
      ...signedIn,
      ...noStore,
      schema: {
        querystring: fileListQuery,
        doc: doc('My files, in a folder and below it (My Files)', { answer: storedFilePage }),
      },
    },
    async (request): Promise<Page<StoredFileView>> =>
      listMyFiles(ctx, userOf(request).id, request.query),
  );
  app.get(
    apiPaths.files.sharedWithMe,
    {
      ...signedIn,
      ...noStore,
      schema: {
        querystring: fileListQuery,
        doc: doc('Files others shared with me', { answer: storedFilePage }),
      },
    },
    async (request): Promise<Page<StoredFileView>> =>
      listSharedWithMe(ctx, userOf(request).id, request.query),
  );
  app.get(
    apiPaths.files.usage,
    {
      ...signedIn,
      ...noStore,
      schema: { doc: doc('How much of my storage quota I use', { answer: storageUsage }) },
    },
    async (request): Promise<StorageUsage> => ({
      usedBytes: await storageUsed(ctx.database.db, userOf(request).id),
      limitBytes: storageQuotaBytes,
    }),
  );
  app.get(
    one,
    {
      ...signedIn,
      ...noStore,
      schema: {
        params: fileParams,
        doc: doc("A file's metadata, for whoever may read it", {
          owner: true,
          answer: storedFileView,
        }),
      },
    },
    async (request) => readStoredFile(ctx, userOf(request).id, request.params.id),
  );
  app.patch(
    one,
    {
      ...signedIn,
      schema: {
        params: fileParams,
        body: fileMetadataInput,
        doc: doc("Edit a file's description, category, tags or visibility", {
          owner: true,
          answer: storedFileView,
        }),
      },
    },
    async (request) => editStoredFile(ctx, userOf(request).id, request.params.id, request.body),
  );
  const deleteDoc = doc('Delete a file and its bytes', { owner: true, status: 204 });
  const deleteOptions = { ...signedIn, schema: { params: fileParams, doc: deleteDoc } };
  app.delete(one, deleteOptions, async (request, reply) => {
    await deleteStoredFile(ctx, userOf(request).id, request.params.id);
    return reply.code(204).send();
  });
  app.post(
    `${one}/shares`,
    {
      preValidation: [requireUser(ctx), perAccountShares],
      schema: {
        params: fileParams,
        body: fileShareInput,
        doc: doc('Share my file with someone, by e-mail address', {
          owner: true,
          answer: storedFileView,
          errors: ['rate_limited'],
        }),
      },
    },
    async (request) => shareStoredFile(ctx, userOf(request).id, request.params.id, request.body),
  );
  app.delete(
    `${one}/shares/:userId`,
    {
      ...signedIn,
      schema: {
        params: shareParams,
        doc: doc('Stop sharing my file with someone', { owner: true, answer: storedFileView }),
      },
    },
    async (request) =>
      revokeStoredFileShare(ctx, userOf(request).id, request.params.id, request.params.userId),
  );
  registerDownloadStoredFile(app, ctx);
}
