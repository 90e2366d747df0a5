import type { ErrorEnvelope } from '@brigade/shared/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../core/app-error.ts';
import { computeApiSecurityHeaders } from './security-headers.ts';

/**
 * What Fastify's router refuses before any hook runs — a broken percent-escape in the path
 * (FST_ERR_BAD_URL), a path parameter over its length limit (FST_ERR_MAX_PARAM_LENGTH) — answered
 * like every other refusal: 400 `bad_request` in the error envelope, with the security headers
 * (the hook that adds them never runs for these requests).
 */
export function frameworkErrorHandler(appUrl: string) {
  // Always a JSON answer: an API answer's headers.
  const securityHeaders = computeApiSecurityHeaders(appUrl);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    request.log.info({ code: error.code }, 'refused by the router');
    const refusal = new AppError('bad_request');
    const body: ErrorEnvelope = { error: { code: refusal.code, message: refusal.message } };
    void reply.code(refusal.statusCode).headers(securityHeaders).send(body);
  };
}
