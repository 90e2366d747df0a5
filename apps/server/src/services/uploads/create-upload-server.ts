import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { apiPaths } from '@brigade/shared/routes';
import type { SessionUser } from '@brigade/shared/session';
import { AppError } from '../../core/app-error.ts';
import type { AppContext } from '../../core/app-context.ts';
import {
  checkQuotaAtStart,
  finishUpload,
  logUnsafeUpload,
  type FinishedUploadAnswer,
} from './finish-upload.ts';
import { readUploadDeclaration } from './upload-declaration.ts';
import { newUploadId } from './upload-ids.ts';

/** Unfinished uploads are kept a day, then their parts may be swept (see `sweepExpired`). */
const UNFINISHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface UploadServer {
  /** Runs one tus request for a signed-in user; AppErrors (refusals) are thrown, not answered. */
  handle(request: Request, user: SessionUser, ip: string): Promise<Response>;
  /** Removes unfinished uploads past their lifetime. */
  sweepExpired(): Promise<number>;
}

interface Caller {
  user: SessionUser;
  ip: string;
}

/**
 * The tus server (resumable uploads, issue 6) behind /api/uploads. Parts of unfinished uploads
 * live on this server's disk under DATA_DIR/uploads (with several servers, requests for one
 * upload must reach the same server — sticky sessions — or this store must become a shared one).
 * The route checks who is asking before a request gets here; the hooks below run the spec's
 * checks at the start (declared size, type and name) and at the end (the whole file's bytes),
 * then hand the file to the file service and remove the temporary copy either way.
 */
export function createUploadServer(ctx: AppContext): UploadServer {
  const directory = join(ctx.config.DATA_DIR, 'uploads');
  // Who sent each request in flight: the tus hooks only get the request.
  const callers = new WeakMap<Request, Caller>();
  const callerOf = (request: Request): Caller => {
    const caller = callers.get(request);
    if (!caller) throw new Error('An upload request reached tus without a signed-in caller');
    return caller;
  };
  // Made on first use, once its folder exists: FileStore's constructor creates the folder
  // without waiting and throws from a callback if it cannot, which would end the process.
  let opened: Promise<Server> | undefined;
  const open = () =>
    (opened ??= mkdir(directory, { recursive: true }).then(
      () => tusServer(ctx, directory, callerOf),
      (error: unknown) => {
        opened = undefined;
        throw error;
      },
    ));

  return {
    async handle(request, user, ip) {
      callers.set(request, { user, ip });
      return (await open()).handleWeb(request);
    },
    sweepExpired: async () => (await open()).cleanUpExpiredUploads(),
  };
}

function tusServer(
  ctx: AppContext,
  directory: string,
  callerOf: (request: Request) => Caller,
): Server {
  const datastore = new FileStore({
    directory,
    expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_LIFETIME_MS,
  });
  const discard = async (id: string) => {
    await datastore.remove(id).catch(() => undefined);
    // FileStore keeps the metadata next to the bytes; remove() may leave it on an error path.
    await rm(join(directory, `${id}.json`), { force: true });
  };

  return new Server({
    path: apiPaths.uploads.create,
    datastore,
    relativeLocation: true,
    // Same-origin only: without this, tus answers `Access-Control-Allow-Origin: *`.
    allowedOrigins: [new URL(ctx.config.APP_URL).origin],
    namingFunction: (request) => newUploadId(callerOf(request).user.id),
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
      const { user, ip } = callerOf(request);
      try {
        const answer: FinishedUploadAnswer = await finishUpload(ctx, {
          user,
          ip,
          path: join(directory, upload.id),
          declaration: readUploadDeclaration(upload.metadata, upload.size),
        });
        return finishedResponse(request, answer);
      } finally {
        await discard(upload.id);
      }
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
