import { okAnswer } from '@brigade/shared/api/account-answers';
import { forgotPasswordInput } from '@brigade/shared/auth/password-reset';
import { paths, apiPaths } from '@brigade/shared/routes';
import { rateLimits } from '../../config/rate-limits.ts';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { enforceRateLimit } from '../../services/rate-limit/enforce-rate-limit.ts';
import { parseInput } from '../../core/parse-input.ts';
import { rateLimitByIp } from '../../http/rate-limit-hook.ts';
import { recordSecurityEvent } from '../../services/security/record-security-event.ts';

/**
 * POST /api/auth/forgot-password: mails a single-use reset link when the account exists, and
 * answers the same, in the same time, either way (no account enumeration).
 */
export function registerForgotPassword(app: App, ctx: AppContext): void {
  app.post(
    apiPaths.auth.forgotPassword,
    {
      preValidation: rateLimitByIp(ctx, 'password-reset', rateLimits.passwordReset),
      schema: {
        doc: {
          summary: 'Mail a password-reset link (the same answer whether the account exists)',
          body: forgotPasswordInput,
          status: 202,
          answer: okAnswer,
          errors: ['rate_limited'],
        },
      },
    },
    async (request, reply) => {
      const { email } = parseInput(forgotPasswordInput, request.body);
      await enforceRateLimit(ctx, request.ip, {
        action: 'password-reset',
        keys: [`account:${email}`],
        rule: rateLimits.passwordReset,
      });
      await recordSecurityEvent(ctx.database.db, {
        severity: 'low',
        type: 'password_reset_requested',
        ip: request.ip,
        details: { email },
      });
      // The answer goes before anything depends on whether the account exists (the lookup,
      // the link, the mail), so a known and an unknown address take the same time.
      await reply.code(202).send({ ok: true });
      const redirectTo = new URL(paths.auth.resetPassword, ctx.config.APP_URL).toString();
      ctx.auth.api.requestPasswordReset({ body: { email, redirectTo } }).catch((error: unknown) => {
        request.log.error({ err: error }, 'the password-reset link could not be made');
      });
      return reply;
    },
  );
}
