import { apiPaths } from '@brigade/shared/routes';
import { fromNodeHeaders } from 'better-auth/node';
import type { App, AppContext } from '../../http/app-types.ts';
import { forwardSessionCookies } from './reply-with-session.ts';

/** POST /api/auth/sign-out: ends the session on the server and clears the cookie. */
export function registerSignOut(app: App, ctx: AppContext): void {
  app.post(apiPaths.auth.signOut, async (request, reply) => {
    const { headers } = await ctx.auth.api.signOut({
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    });
    forwardSessionCookies(reply, headers);
    return reply.code(204).send();
  });
}
