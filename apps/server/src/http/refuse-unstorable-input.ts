import type { FastifyInstance } from 'fastify';
import { assertStorableInput } from '../core/storable-input.ts';

/**
 * Refuses, before any route schema or service runs, a body, query or route parameter holding
 * text PostgreSQL cannot store (a NUL, half a surrogate pair): 400 `validation_failed` naming the
 * field, instead of a database error turning into a 500 deep inside a service.
 */
export function refuseUnstorableInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertStorableInput(request.params);
    assertStorableInput(request.query);
    assertStorableInput(request.body);
  });
}
