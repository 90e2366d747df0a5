import { deleteAccountInput } from '@brigade/shared/auth/delete-account';
import { apiPaths } from '@brigade/shared/routes';
import { rateLimits } from '../../config/rate-limits.ts';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { enforceRateLimit } from '../../services/rate-limit/enforce-rate-limit.ts';
import { parseInput } from '../../core/parse-input.ts';
import { requestDetails } from '../../http/request-details.ts';
import { requireUser, sessionOf } from '../../http/require-user.ts';
import { deleteAccount } from '../../services/accounts/delete-account.ts';
import { forwardSessionCookies } from '../auth/reply-with-session.ts';

/**
 * DELETE /api/account { password }: deletes the signed-in account after re-authentication
 * (services/accounts/delete-account.ts). Limited per IP and per account: each attempt re-checks
 * the password.
 */
export function registerDeleteAccount(app: App, ctx: AppContext): void {
  const doc = {
    summary: 'Delete my account and everything in it (asks for the password again)',
    access: 'signed-in',
    body: deleteAccountInput,
    status: 204,
    errors: ['wrong_password', 'reauthentication_required', 'rate_limited'],
  } as const;
  const options = { preValidation: requireUser(ctx), schema: { doc } };
  app.delete(apiPaths.account, options, async (request, reply) => {
    const session = sessionOf(request);
    await enforceRateLimit(ctx, request.ip, {
      action: 'delete-account',
      keys: [`ip:${request.ip}`, `account:${session.user.id}`],
      rule: rateLimits.deleteAccount,
    });
    const { password } = parseInput(deleteAccountInput, request.body ?? {});
    forwardSessionCookies(
      reply,
      await deleteAccount(ctx, requestDetails(request), session, password),
    );
    return reply.code(204).send();
  });
}
