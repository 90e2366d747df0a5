import { Readable } from 'node:stream';
import { finishedUploadAnswer } from '@brigade/shared/api/other-answers';
import { apiPaths } from '@brigade/shared/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rateLimits } from '../../config/rate-limits.ts';
import { AppError } from '../../core/app-error.ts';
import type { App } from '../../http/app-types.ts';
import type { RouteDoc } from '../../http/openapi-operation.ts';
import type { AppContext } from '../../core/app-context.ts';
import { enforceRateLimit } from '../../services/rate-limit/enforce-rate-limit.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { createUploadServer } from '../../services/uploads/create-upload-server.ts';
import { isOwnUpload } from '../../services/uploads/upload-ids.ts';

const SWEEP_INTERVAL_MS = 3_600_000;

/** Headers Fastify sets itself from the body it sends. */
const OWN_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection']);

/**
 * Resumable uploads (tus 1.0.0, issue 6): POST /api/uploads starts one; HEAD, PATCH and DELETE
 * /api/uploads/:id read its offset, add bytes and cancel it. Every request needs a signed-in
 * user, and an upload is only ever seen by the user who started it (anyone else gets 404). The
 * same-origin check covers POST, PATCH and DELETE like every other state-changing API route.
 * Fastify keeps the request and the answer (hooks, headers, logging, error envelope); tus gets a
 * web Request whose body is the untouched request stream.
 */
export function registerUploadRoutes(app: App, ctx: AppContext): void {
  const uploads = createUploadServer(ctx, app.log);
  // Unfinished uploads older than a day are swept once an hour while the server runs.
  const sweeping = setInterval(() => {
    uploads
      .sweepExpired()
      .catch((error: unknown) => app.log.warn({ err: error }, 'sweeping old uploads failed'));
  }, SWEEP_INTERVAL_MS);
  sweeping.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeping);
    await uploads.close();
  });
  const perAccount = (request: FastifyRequest) =>
    enforceRateLimit(ctx, request.ip, {
      action: 'start-upload',
      keys: [`account:${userOf(request).id}`],
      rule: rateLimits.startUpload,
    });
  const ownUpload = async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    if (!isOwnUpload(id, userOf(request).id)) throw new AppError('not_found');
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await uploads.handle(toWebRequest(request), userOf(request), request.ip);
    void reply.code(response.status);
    response.headers.forEach((value, name) => {
      if (!OWN_HEADERS.has(name)) void reply.header(name, value);
    });
    const body = await response.text();
    return reply.send(body === '' ? undefined : body);
  };

  void app.register(async (scope) => {
    // The bytes are tus's to read (and count) as they arrive: no parser touches them here.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
      done(null),
    );
    scope.route({
      method: 'POST',
      url: apiPaths.uploads.create,
      preValidation: [requireUser(ctx), perAccount],
      schema: {
        doc: {
          summary: 'Start a resumable upload (tus 1.0.0)',
          description:
            'tus creation: Upload-Length and Upload-Metadata headers; 201 with a Location and ' +
            'no body, or `{ file }` when the request carried the whole file (creation-with-upload).',
          access: 'signed-in',
          status: 201,
          answer: finishedUploadAnswer,
          errors: ['rate_limited', 'file_too_large', 'file_type_not_allowed', 'file_type_unsafe'],
        },
      },
      handler,
    });
    // One upload's own requests, each documented as what it is.
    const oneUpload = (method: 'HEAD' | 'PATCH' | 'DELETE', doc: RouteDoc) =>
      scope.route({
        method,
        url: `${apiPaths.uploads.create}/:id`,
        preValidation: [requireUser(ctx), ownUpload],
        schema: { doc: { access: 'signed-in', ...doc } },
        handler,
      });
    oneUpload('HEAD', {
      summary: 'How much of my upload the server has (tus: Upload-Offset, Upload-Length)',
      headersOnly: true,
    });
    oneUpload('PATCH', {
      summary: 'Send the next bytes of my upload (tus); the ones completing it answer `{ file }`',
      status: [200, 204],
      answer: finishedUploadAnswer,
      errors: ['file_empty', 'file_too_large', 'file_type_not_allowed', 'file_type_unsafe'],
    });
    oneUpload('DELETE', { summary: 'Cancel my upload (tus termination)', status: 204 });
  });
}

/** The Fastify request as a web Request for tus, its body streamed from the socket. */
function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const hasBody = request.method === 'POST' || request.method === 'PATCH';
  return new Request(new URL(request.url, 'http://upload.invalid'), {
    method: request.method,
    headers,
    ...(hasBody
      ? { body: Readable.toWeb(request.raw) as ReadableStream<Uint8Array>, duplex: 'half' }
      : {}),
  });
}
