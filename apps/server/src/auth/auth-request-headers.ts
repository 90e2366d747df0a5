import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';

/**
 * The header better-auth reads the client's address from (create-auth.ts). It is always set
 * here from the address Fastify resolved (TRUST_PROXY-aware), and whatever a client sent under
 * that name is replaced, so a session records where it really came from — also on the embedded
 * server with no proxy in front, where there is no X-Forwarded-For at all.
 */
export const CLIENT_ADDRESS_HEADER = 'x-brigade-client-address';

/** A request's headers for better-auth, carrying the client's resolved address. */
export function authRequestHeaders(request: { headers: IncomingHttpHeaders; ip: string }): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, request.ip);
  return headers;
}
