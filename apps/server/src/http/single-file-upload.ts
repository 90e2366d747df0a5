import { Readable } from 'node:stream';
import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import { fileMaxBytes } from '@brigade/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../core/app-error.ts';
import { assertStorableInput } from '../core/storable-input.ts';
import type { IncomingFile } from '../services/files/store-checked-upload.ts';

/**
 * One file and nothing else. Busboy stops at one byte over the limit; the upload service counts
 * the bytes itself and refuses with the spec's message (see openUpload).
 */
const singleFile: FastifyMultipartOptions = {
  limits: { files: 1, fields: 0, parts: 1, fileSize: fileMaxBytes + 1 },
  throwFileSizeLimit: false,
};

/** Parses multipart in this scope only: every other route stays JSON-only. */
export async function acceptSingleFile(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, singleFile);
}

/**
 * The request's one file. Busboy reports a malformed body (no boundary, a body cut short) as a
 * plain Error, from `request.file()` or later on the file's stream while a service reads it:
 * both become 400 `bad_request` instead of an unexplained 500.
 */
export async function readSingleFile(request: FastifyRequest): Promise<IncomingFile> {
  const file = await request.file().catch(() => {
    throw new AppError('bad_request');
  });
  if (!file) throw new AppError('bad_request');
  assertStorableInput({ fileName: file.filename, type: file.mimetype });
  return {
    fileName: file.filename,
    declaredType: file.mimetype,
    stream: Readable.from(malformedAsBadRequest(file.file), { objectMode: false }),
  };
}

async function* malformedAsBadRequest(source: Readable): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of source) yield chunk as Buffer;
  } catch {
    throw new AppError('bad_request');
  }
}
