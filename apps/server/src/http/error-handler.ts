import type { ErrorEnvelope, FieldError } from '@brigade/shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, fieldError } from './app-error.ts';

/** Turns any error into the JSON envelope; nothing internal (stack, SQL, paths) ever leaves. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code }, appError.message);
    const body: ErrorEnvelope = {
      error: {
        code: appError.code,
        message: appError.message,
        ...(appError.fields ? { fields: appError.fields } : {}),
      },
    };
    void reply.code(appError.statusCode).headers(appError.headers).send(body);
  });
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, FieldError> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[field] ??= fieldError(issue.message ?? 'errors.validation_failed');
    }
    return new AppError('validation_failed', { fields });
  }
  const status = (error as FastifyError).statusCode;
  if (status === 413) return new AppError('payload_too_large');
  if (status === 404) return new AppError('not_found');
  if (status === 429) return new AppError('rate_limited');
  // Malformed JSON, wrong content type and other client mistakes Fastify detects itself.
  if (typeof status === 'number' && status >= 400 && status < 500)
    return new AppError('bad_request');
  return new AppError('internal');
}
