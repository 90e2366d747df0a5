import { signedInAnswer } from '@brigade/shared/api/account-answers';
import { signUpInput } from '@brigade/shared/auth/sign-up-rules';
import { apiPaths } from '@brigade/shared/routes';
import { rateLimits } from '../../config/rate-limits.ts';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { rateLimitByIp } from '../../http/rate-limit-hook.ts';
import { checkSignUpInput, createAccount } from '../../services/accounts/sign-up.ts';
import { recordSecurityEvent } from '../../services/security/record-security-event.ts';
import { forwardSessionCookies } from './reply-with-session.ts';
import { authRequestHeaders } from '../../auth/auth-request-headers.ts';

/** POST /api/auth/sign-up: a job-seeker or restaurant account, signed in at once. */
export function registerSignUp(app: App, ctx: AppContext): void {
  app.post(
    apiPaths.auth.signUp,
    {
      preValidation: rateLimitByIp(ctx, 'sign-up', rateLimits.signUp),
      schema: {
        doc: {
          summary: 'Create a job-seeker or restaurant account, signed in at once',
          body: signUpInput,
          status: 201,
          answer: signedInAnswer,
          errors: ['email_in_use', 'rate_limited'],
        },
      },
    },
    async (request, reply) => {
      const account = checkSignUpInput(request.body);
      const { user, headers } = await createAccount(ctx, account, authRequestHeaders(request));
      await recordSecurityEvent(ctx.database.db, {
        severity: 'low',
        type: 'account_created',
        userId: user.id,
        ip: request.ip,
        details: { userType: user.userType },
      });
      forwardSessionCookies(reply, headers);
      return reply.code(201).send({ user });
    },
  );
}
