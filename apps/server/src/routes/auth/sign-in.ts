import { signInAnswer } from '@brigade/shared/api/account-answers';
import { signInInput } from '@brigade/shared/auth/sign-up-rules';
import { apiPaths } from '@brigade/shared/routes';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requestDetails } from '../../http/request-details.ts';
import { signIn } from '../../services/accounts/sign-in.ts';
import { forwardSessionCookies } from './reply-with-session.ts';

const query = z.object({ portal: z.enum(['user', 'admin']).default('user') });

/**
 * POST /api/auth/sign-in[?portal=admin]: e-mail and password; the admin page sends portal=admin.
 * Answers `{ user }` with the session cookie, or for an admin `{ twoFactor }` and no cookie.
 */
export function registerSignIn(app: App, ctx: AppContext): void {
  const doc = {
    summary: 'Sign in with e-mail and password (an admin gets the second step instead)',
    body: signInInput,
    answer: signInAnswer,
    errors: ['invalid_credentials', 'account_disabled', 'too_many_attempts'],
  } as const;
  app.post(
    apiPaths.auth.signIn,
    { schema: { querystring: query, doc } },
    async (request, reply) => {
      const result = await signIn(ctx, requestDetails(request), request.body, request.query.portal);
      if ('twoFactor' in result) return { twoFactor: result.twoFactor };
      forwardSessionCookies(reply, result.headers);
      return { user: result.user };
    },
  );
}
