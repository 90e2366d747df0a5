import { twoFactorAnswer } from '@brigade/shared/api/account-answers';
import { twoFactorInput, type TwoFactorAnswer } from '@brigade/shared/auth/two-factor';
import { apiPaths } from '@brigade/shared/routes';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import type { AppContext } from '../../core/app-context.ts';
import { requestDetails } from '../../http/request-details.ts';
import { verifyTwoFactor } from '../../services/accounts/two-factor/verify-two-factor.ts';
import { forwardSessionCookies } from './reply-with-session.ts';

const query = z.object({ portal: z.enum(['user', 'admin']).default('admin') });

/**
 * POST /api/auth/two-factor[?portal=user]: an admin's second sign-in step, {challenge, code} or
 * {challenge, recoveryCode}; answers like sign-in ({ user } and the session cookie), plus the
 * recovery codes once after a set-up. The portal only labels the security event.
 */
export function registerTwoFactor(app: App, ctx: AppContext): void {
  app.post(
    apiPaths.auth.twoFactor,
    {
      schema: {
        querystring: query,
        doc: {
          summary: "An admin's second sign-in step: an authenticator or recovery code",
          body: twoFactorInput,
          answer: twoFactorAnswer,
          errors: [
            'two_factor_code_wrong',
            'recovery_code_wrong',
            'two_factor_expired',
            'account_disabled',
            'too_many_attempts',
          ],
        },
      },
    },
    async (request, reply): Promise<TwoFactorAnswer> => {
      const { headers, ...answer } = await verifyTwoFactor(
        ctx,
        requestDetails(request),
        request.body,
        request.query.portal,
      );
      forwardSessionCookies(reply, headers);
      return answer;
    },
  );
}
