import { findUnstorableText, UNSTORABLE_TEXT_KEY } from '@brigade/shared/text/storable-text';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError } from '../core/app-error.ts';

/**
 * Refuses, before any route schema or service runs, a body, query or route parameter holding
 * text PostgreSQL cannot store (a NUL, half a surrogate pair): 400 `validation_failed` naming the
 * field, instead of a database error turning into a 500 deep inside a service.
 */
export function refuseUnstorableInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const input of [request.params, request.query, request.body]) {
      const path = findUnstorableText(input);
      if (path) {
        const field = path.join('.') || '_';
        throw new AppError('validation_failed', {
          fields: { [field]: fieldError(UNSTORABLE_TEXT_KEY) },
        });
      }
    }
  });
}
