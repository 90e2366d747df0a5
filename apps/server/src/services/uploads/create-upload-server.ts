import { EVENTS, MemoryLocker, Server, type Locker } from '@tus/server';
import { apiPaths } from '@brigade/shared/routes';
import type { SessionUser } from '@brigade/shared/session';
import { AppError } from '../../core/app-error.ts';
import type { AppContext } from '../../core/app-context.ts';
import type { Logger } from '../../core/logger.ts';
import {
  checkQuotaAtStart,
  finishUpload,
  logUnsafeUpload,
  type FinishedUploadAnswer,
} from './finish-upload.ts';
import { openUploadStore } from './open-upload-store.ts';
import { createPostgresUploadLocker, type PostgresUploadLocker } from './postgres-upload-locker.ts';
import { readUploadDeclaration } from './upload-declaration.ts';
import { isOwnUpload, newUploadId } from './upload-ids.ts';
import { scanUploadWrites, type UploadScans } from './upload-scans.ts';
import { UNFINISHED_UPLOAD_LIFETIME_MS, type UploadStore } from './upload-store.ts';

export interface UploadServer {
  /** Runs one tus request for a signed-in user; AppErrors (refusals) are thrown, not answered. */
  handle(request: Request, user: SessionUser, ip: string): Promise<Response>;
  /** Removes unfinished uploads past their lifetime. */
  sweepExpired(): Promise<number>;
  /** Lets go of what it holds (the lock connection). */
  close(): Promise<void>;
}

interface Caller {
  user: SessionUser;
  ip: string;
  /** The upload this request finished, removed once tus is done with the request. */
  finished?: string;
}

interface Opened {
  tus: Server;
  store: UploadStore;
  scans: UploadScans;
  locker: PostgresUploadLocker | undefined;
}

/**
 * The tus server (resumable uploads, issue 6) behind /api/uploads. Unfinished uploads live in
 * the S3 bucket when S3_BUCKET is set, so any server process can take any request of any upload;
 * otherwise on this server's disk under DATA_DIR/uploads (see open-upload-store.ts). Requests
 * for one upload never overlap: tus locks each upload, across processes through PostgreSQL
 * when several servers share the bucket. The route checks who is asking before a request gets
 * here; the hooks below run the spec's checks at the start (declared size, type and name) and
 * at the end (the whole file's bytes: plain text is judged as they arrive, see upload-scans.ts),
 * then hand the file to the file service and remove the upload either way.
 */
export function createUploadServer(ctx: AppContext, log: Logger): UploadServer {
  // Who sent each request in flight: the tus hooks only get the request.
  const callers = new WeakMap<Request, Caller>();
  const callerOf = (request: Request): Caller => {
    const caller = callers.get(request);
    if (!caller) throw new Error('An upload request reached tus without a signed-in caller');
    return caller;
  };
  const discard = async (uploadId: string) => {
    const { store, scans } = await open();
    scans.forget(uploadId);
    // Whatever is left (a bucket that failed to answer) goes with the hourly sweep.
    await store.discard(uploadId).catch((error: unknown) => {
      log.warn({ err: error, upload: uploadId }, 'uploads: an upload could not be removed');
    });
  };
  // Made on first use: the disk store's folder must exist first.
  let opened: Promise<Opened> | undefined;
  const open = () =>
    (opened ??= openUploadStore(ctx.config).then(
      (store) => {
        // One process per data directory on the embedded engine: tus's in-process locks do.
        const locker =
          store.shared && ctx.database.kind === 'postgres'
            ? createPostgresUploadLocker(ctx.database.pool, log)
            : undefined;
        const scans = scanUploadWrites(store.datastore);
        const tus = tusServer(ctx, log, { store, scans }, locker ?? new MemoryLocker(), callerOf);
        tus.on(EVENTS.POST_TERMINATE, (_request, _response, uploadId) => scans.forget(uploadId));
        return { tus, store, scans, locker };
      },
      (error: unknown) => {
        opened = undefined;
        throw error;
      },
    ));

  return {
    async handle(request, user, ip) {
      const caller: Caller = { user, ip };
      callers.set(request, caller);
      const { tus } = await open();
      try {
        return await tus.handleWeb(request);
      } finally {
        // Not in onUploadFinish: tus reads the upload again after that hook when a POST carried
        // the whole file (creation-with-upload), and would answer 404 had it gone.
        if (caller.finished) await discard(caller.finished);
      }
    },
    async sweepExpired() {
      const { tus, scans } = await open();
      scans.prune(UNFINISHED_UPLOAD_LIFETIME_MS);
      return tus.cleanUpExpiredUploads();
    },
    async close() {
      const current = await opened?.catch(() => undefined);
      await current?.locker?.close();
    },
  };
}

function tusServer(
  ctx: AppContext,
  log: Logger,
  { store, scans }: Pick<Opened, 'store' | 'scans'>,
  locker: Locker,
  callerOf: (request: Request) => Caller,
): Server {
  return new Server({
    path: apiPaths.uploads.create,
    datastore: store.datastore,
    locker,
    // The URL names an upload by its bare id; the store may file it under a key prefix.
    generateUrl: (_request, { path, id }) => `${path}/${store.urlId(id)}`,
    // Only the caller's own uploads exist for them (the route has refused others already).
    getFileIdFromRequest: (request, urlId) =>
      urlId && isOwnUpload(urlId, callerOf(request).user.id) ? store.storeId(urlId) : undefined,
    // Same-origin only: without this, tus answers `Access-Control-Allow-Origin: *`.
    allowedOrigins: [new URL(ctx.config.APP_URL).origin],
    namingFunction: (request) => store.storeId(newUploadId(callerOf(request).user.id)),
    async onUploadCreate(request, upload) {
      const caller = callerOf(request);
      let declaration;
      try {
        declaration = readUploadDeclaration(upload.metadata, upload.size);
      } catch (error) {
        if (error instanceof AppError && error.code === 'file_type_unsafe') {
          const fileName = upload.metadata?.filename ?? '';
          const fileType = upload.metadata?.filetype ?? '';
          await logUnsafeUpload(
            ctx,
            { ...caller, declaration: { fileName, fileType } },
            'executable_name',
          );
        }
        throw error;
      }
      // The file service judges the quota again when the file is stored.
      await checkQuotaAtStart(ctx, caller.user.id, declaration.size);
      return { metadata: { ...upload.metadata, filename: declaration.fileName } };
    },
    async onUploadFinish(request, upload) {
      const caller = callerOf(request);
      // Stored or refused, the upload is removed once the request is answered (handle).
      caller.finished = upload.id;
      const declaration = readUploadDeclaration(upload.metadata, upload.size);
      // The plain-text verdict on the bytes as they came in, if this process saw them all.
      const text = scans.finish(upload.id, declaration.size);
      const answer: FinishedUploadAnswer = await store.withLocalCopy(upload.id, (path) =>
        finishUpload(ctx, { user: caller.user, ip: caller.ip, path, declaration, text }),
      );
      return finishedResponse(request, answer);
    },
    // Refusals travel out as AppErrors, so the API's error envelope answers them.
    onResponseError(_request, error) {
      if (error instanceof AppError) throw error;
      return undefined;
    },
  });
}

/**
 * The answer to the request that completed an upload: the stored file. A PATCH would answer 204
 * by default, which has no body; 200 carries it (tus clients accept any 2xx).
 */
function finishedResponse(request: Request, answer: FinishedUploadAnswer) {
  return {
    ...(request.method === 'PATCH' ? { status_code: 200 } : {}),
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify(answer),
  };
}
