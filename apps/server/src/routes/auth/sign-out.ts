import { apiPaths } from '@brigade/shared/routes';
import { fromNodeHeaders } from 'better-auth/node';
import { getSignedInSession } from '../../auth/session-user.ts';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { forwardSessionCookies } from './reply-with-session.ts';

/**
 * POST /api/auth/sign-out: ends the session on the server and clears the cookie; that session's
 * live streams close at once, in every server process.
 */
export function registerSignOut(app: App, ctx: AppContext): void {
  const doc = { summary: 'Sign out: end this session and clear its cookie', status: 204 } as const;
  app.post(apiPaths.auth.signOut, { schema: { doc } }, async (request, reply) => {
    const ending = await getSignedInSession(ctx.auth, request);
    const { headers } = await ctx.auth.api.signOut({
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    });
    forwardSessionCookies(reply, headers);
    if (ending) await ctx.live.endSessions(ending.user.id, ending.sessionId);
    return reply.code(204).send();
  });
}
