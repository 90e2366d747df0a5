import { apiPaths } from '@brigade/shared/routes';
import { sessionAnswer } from '@brigade/shared/api/account-answers';
import type { SessionAnswer } from '@brigade/shared/session';
import { getSessionUser } from '../../auth/session-user.ts';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';

/** GET /api/auth/session: the signed-in user, or null. */
export function registerGetSession(app: App, ctx: AppContext): void {
  app.get(
    apiPaths.auth.session,
    {
      schema: {
        doc: {
          summary: 'Who is signed in (null when nobody)',
          access: 'optional',
          answer: sessionAnswer,
        },
      },
    },
    async (request, reply): Promise<SessionAnswer> => {
      void reply.header('cache-control', 'no-store');
      return { user: await getSessionUser(ctx.auth, request) };
    },
  );
}
