import type { IncomingHttpHeaders } from 'node:http';
import type { Logger } from './logger.ts';

/**
 * What a service may know of the HTTP request it serves, as plain values (routes make it with
 * http/request-details.ts): the client's address, the headers better-auth reads (cookies,
 * user agent) and the request's logger.
 */
export interface RequestDetails {
  ip: string;
  headers: IncomingHttpHeaders;
  log: Logger;
}
