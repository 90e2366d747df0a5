import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/**
 * A server-only better-auth endpoint that starts a session for a user Brigade has already
 * authenticated some other way (an OpenID Connect provider). better-auth still makes the session
 * row and signs the cookie, so every session, however it began, is one of better-auth's.
 * better-auth's HTTP handler is not mounted (decision 006): this is reachable only as
 * `auth.api.issueSession(...)` from Brigade's own routes.
 */
export function issueSessionPlugin() {
  return {
    id: 'brigade-issue-session',
    endpoints: {
      issueSession: createAuthEndpoint(
        '/brigade/issue-session',
        {
          method: 'POST',
          body: z.object({ userId: z.string() }),
          metadata: { SERVER_ONLY: true },
        },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError('NOT_FOUND');
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ token: session.token });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
