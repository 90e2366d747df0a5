import { deleteAccountInput } from '@brigade/shared/auth/delete-account';
import { apiPaths } from '@brigade/shared/routes';
import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import { rateLimits } from '../../config/rate-limits.ts';
import { AppError } from '../../http/app-error.ts';
import type { App, AppContext } from '../../http/app-types.ts';
import { parseInput } from '../../http/parse-input.ts';
import { enforceRateLimit } from '../../http/rate-limit-hook.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import { recordSecurityEvent } from '../../services/security/record-security-event.ts';
import { forwardSessionCookies } from '../auth/reply-with-session.ts';

/**
 * DELETE /api/account { password }: after the current password is proven, removes the users
 * record, the login and every session (database cascades). A wrong password deletes nothing.
 */
export function registerDeleteAccount(app: App, ctx: AppContext): void {
  app.delete(apiPaths.account, { preValidation: requireUser(ctx) }, async (request, reply) => {
    const user = userOf(request);
    await enforceRateLimit(ctx, request, {
      action: 'delete-account',
      keys: [`ip:${request.ip}`, `account:${user.id}`],
      rule: rateLimits.deleteAccount,
    });
    const { password } = parseInput(deleteAccountInput, request.body);
    const { db } = ctx.database;
    try {
      const { headers } = await ctx.auth.api.deleteUser({
        body: { password },
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      });
      forwardSessionCookies(reply, headers);
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      await recordSecurityEvent(db, {
        severity: 'medium',
        type: 'account_deletion_refused',
        userId: user.id,
        ip: request.ip,
      });
      throw new AppError('wrong_password', {
        fields: {
          password: {
            key: 'errors.wrong_password',
            message: 'Incorrect password. Please try again.',
          },
        },
      });
    }
    await recordSecurityEvent(db, {
      severity: 'medium',
      type: 'account_deleted',
      userId: user.id,
      ip: request.ip,
      details: { userType: user.userType },
    });
    return reply.code(204).send();
  });
}
