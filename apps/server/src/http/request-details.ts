import type { FastifyRequest } from 'fastify';
import type { RequestDetails } from '../core/request-details.ts';

/** The plain request details a service takes (address, headers, logger) from a Fastify request. */
export function requestDetails(request: FastifyRequest): RequestDetails {
  return { ip: request.ip, headers: request.headers, log: request.log };
}
