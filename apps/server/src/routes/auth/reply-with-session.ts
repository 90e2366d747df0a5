import type { FastifyReply } from 'fastify';

/** Copies better-auth's Set-Cookie headers (session cookie set or cleared) onto the reply. */
export function forwardSessionCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
}
