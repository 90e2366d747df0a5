import type { FastifyInstance } from 'fastify';
import { assertStorableInput } from '../core/storable-input.ts';

/**
 * Refuses, before any route schema or service runs, a body, query or route parameter holding
 * text PostgreSQL cannot store (a NUL, half a surrogate pair): 400 `validation_failed` naming the
 * field, instead of a database error turning into a 500 deep inside a service. A callback hook
 * with nothing to walk on most reads: it runs on every request.
 */
export function refuseUnstorableInput(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      if (hasKeys(request.params)) assertStorableInput(request.params);
      if (hasKeys(request.query)) assertStorableInput(request.query);
      if (request.body !== undefined) assertStorableInput(request.body);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

function hasKeys(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  for (const _key in value) return true;
  return false;
}
