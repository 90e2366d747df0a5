import type { ErrorEnvelope, FieldError } from '@brigade/shared/errors';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { getSessionUser } from '../auth/session-user.ts';
import {
  hasRejectedInput,
  recordRejectedInput,
} from '../services/security/record-rejected-input.ts';
import { AppError, fieldError } from '../core/app-error.ts';
import type { AppContext } from '../core/app-context.ts';
import { isConnectionFailure } from '../db/postgres-errors.ts';

/** Seconds a client is asked to wait after the database connection dropped (decision 016). */
const RETRY_AFTER_LOST_CONNECTION_S = '2';

/** Turns any error into the JSON envelope; nothing internal (stack, SQL, paths) ever leaves. */
export function registerErrorHandler(app: FastifyInstance, ctx?: AppContext): void {
  app.setErrorHandler(async (error, request, reply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code }, appError.message);
    // The input checker's SQL-injection and XSS refusals go to the Security Center.
    if (ctx && hasRejectedInput(appError.fields)) await logRejectedInput(ctx, request, appError);
    const body: ErrorEnvelope = {
      error: {
        code: appError.code,
        message: appError.message,
        ...(appError.fields ? { fields: appError.fields } : {}),
      },
    };
    return reply.code(appError.statusCode).headers(appError.headers).send(body);
  });
}

/** Logging never changes the answer: a failure to write the event is only logged. */
async function logRejectedInput(
  ctx: AppContext,
  request: FastifyRequest,
  appError: AppError,
): Promise<void> {
  try {
    const user = await getSessionUser(ctx.auth, request).catch(() => null);
    await recordRejectedInput(
      ctx,
      { userId: user?.id ?? null, ip: request.ip },
      appError.fields ?? {},
    );
  } catch (error) {
    request.log.error({ err: error }, 'could not record rejected input');
  }
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
  // Reads were already retried once (db/resilient-pool.ts); a failed transaction was rolled back.
  if (isConnectionFailure(error)) {
    return new AppError('service_unavailable', {
      headers: { 'retry-after': RETRY_AFTER_LOST_CONNECTION_S },
    });
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
