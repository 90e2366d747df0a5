import type { FastifyInstance } from 'fastify';

/** RFC 8058's body is one short field; anything much longer is not a one-click unsubscribe. */
const FORM_BODY_LIMIT = 4096;

/**
 * Lets this scope's routes take the form bodies mail providers send with a one-click unsubscribe
 * (`List-Unsubscribe=One-Click`, urlencoded or multipart). The rest of the API stays JSON-only,
 * so the parsers are registered in an encapsulated scope. The fields are read but not needed:
 * the signed token in the URL says what to do.
 */
export function acceptOneClickForms(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  // Multipart is allowed by the RFC too; its parts carry nothing this route reads.
  scope.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, _body, done) => {
      done(null, {});
    },
  );
}
