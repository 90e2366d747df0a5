import { applicationAttachmentsAnswer } from '@brigade/shared/api/application-answers';
import { attachFileInput } from '@brigade/shared/applications/application-attachments';
import type { ErrorCode } from '@brigade/shared/errors';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error.ts';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { isUuid } from '../../core/ids.ts';
import type { RouteDoc } from '../../http/openapi-operation.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import {
  attachFile,
  detachFile,
  listAttachments,
} from '../../services/applications/application-attachments.ts';

const path = '/api/applications/:id/attachments';

function ids(request: FastifyRequest): { id: string; fileId: string } {
  const { id, fileId = '' } = request.params as { id: string; fileId?: string };
  if (!isUuid(id)) throw new AppError('not_found');
  return { id, fileId };
}

/**
 * Files attached to an application (issue 6): GET for its applicant, restaurant or an admin (404
 * for anyone else); POST { fileId } and DELETE …/:fileId for its applicant. Each change answers
 * with the list as it now is.
 */
export function registerAttachmentRoutes(app: App, ctx: AppContext): void {
  const signedIn = { preValidation: requireUser(ctx) };
  const list = (request: FastifyRequest) => listAttachments(ctx, userOf(request), ids(request).id);

  const doc = (summary: string, errors: ErrorCode[] = []): RouteDoc => ({
    summary,
    access: 'signed-in',
    owner: true,
    answer: applicationAttachmentsAnswer,
    errors,
  });

  const listDoc = doc('The files attached to an application');
  app.get(path, { ...signedIn, schema: { doc: listDoc } }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return list(request);
  });
  const attachDoc = doc('Attach one of my files', ['attachments_full', 'attachments_closed']);
  const attachSchema = { body: attachFileInput, doc: attachDoc };
  app.post(path, { ...signedIn, schema: attachSchema }, async (request) => {
    await attachFile(ctx, userOf(request), ids(request).id, request.body.fileId);
    return list(request);
  });
  const detachDoc = doc('Detach a file', ['attachments_closed']);
  app.delete(`${path}/:fileId`, { ...signedIn, schema: { doc: detachDoc } }, async (request) => {
    const { id, fileId } = ids(request);
    await detachFile(ctx, userOf(request), id, fileId);
    return list(request);
  });
}
