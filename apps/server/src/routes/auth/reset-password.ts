import { resetPasswordInput } from '@brigade/shared/auth/password-reset';
import { validateNewPassword } from '@brigade/shared/auth/sign-up-rules';
import { apiPaths } from '@brigade/shared/routes';
import { APIError } from 'better-auth/api';
import { eq } from '../../db/sql.ts';
import { rateLimits } from '../../config/rate-limits.ts';
import { authVerifications } from '../../db/schema/auth-verifications.ts';
import { AppError } from '../../core/app-error.ts';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { parseInput } from '../../core/parse-input.ts';
import { rateLimitByIp } from '../../http/rate-limit-hook.ts';
import { recordSecurityEvent } from '../../services/security/record-security-event.ts';

/**
 * POST /api/auth/reset-password: a new password (the sign-up rules) for the account of a valid,
 * unused, unexpired link. Every session of that account ends; the old password stops working.
 */
export function registerResetPassword(app: App, ctx: AppContext): void {
  app.post(
    apiPaths.auth.resetPassword,
    {
      preValidation: rateLimitByIp(ctx, 'password-reset', rateLimits.passwordReset),
      schema: {
        doc: {
          summary: "Set a new password with a reset link's token",
          body: resetPasswordInput,
          status: 204,
          errors: ['invalid_reset_link', 'rate_limited'],
        },
      },
    },
    async (request, reply) => {
      const { token, password } = parseInput(resetPasswordInput, request.body);
      const rules = validateNewPassword(password);
      if (!rules.ok) {
        throw new AppError('validation_failed', {
          message: rules.message,
          fields: { password: { key: rules.key, message: rules.message } },
        });
      }
      // Whose link it is, for the security log (better-auth keys reset tokens this way).
      const [verification] = await ctx.database.db
        .select()
        .from(authVerifications)
        .where(eq(authVerifications.identifier, `reset-password:${token}`));
      try {
        await ctx.auth.api.resetPassword({ body: { token, newPassword: password } });
      } catch (error) {
        if (error instanceof APIError) throw new AppError('invalid_reset_link');
        throw error;
      }
      // The sessions are gone; live streams opened with them close now, in every process.
      if (verification) await ctx.live.endSessions(verification.value);
      await recordSecurityEvent(ctx.database.db, {
        severity: 'medium',
        type: 'password_reset',
        userId: verification?.value ?? null,
        ip: request.ip,
      });
      return reply.code(204).send();
    },
  );
}
