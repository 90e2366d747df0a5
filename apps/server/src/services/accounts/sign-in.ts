import { signInFields, signInInput, validateSignIn } from '@brigade/shared/auth/sign-up-rules';
import type { TwoFactorStep } from '@brigade/shared/auth/two-factor';
import type { SessionUser } from '@brigade/shared/session';
import { APIError } from 'better-auth/api';
import { eq } from '../../db/sql.ts';
import { presentSessionUser } from '../../auth/session-user.ts';
import { rateLimits } from '../../config/rate-limits.ts';
import { authSessions } from '../../db/schema/auth-sessions.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../core/app-error.ts';
import type { AppContext } from '../../core/app-context.ts';
import type { RequestDetails } from '../../core/request-details.ts';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit.ts';
import { parseInput } from '../../core/parse-input.ts';
import { recordSecurityEvent } from '../security/record-security-event.ts';
import { startTwoFactor } from './two-factor/start-two-factor.ts';
import { authRequestHeaders } from '../../auth/auth-request-headers.ts';

/** Which sign-in page was used: the admin page admits admins only. */
export type SignInPortal = 'user' | 'admin';

/**
 * Signs in with e-mail and password. An unknown e-mail and a wrong password get the same answer
 * (no account enumeration); a deactivated account is refused after its password is proven; the
 * admin page refuses non-admins with the same invalid-credentials answer. Every failure is a
 * security event; attempts are limited per IP and per account. Admin accounts, from either page,
 * get no session yet: the answer is their second step (two-factor/verify-two-factor.ts).
 */
export async function signIn(
  ctx: AppContext,
  request: RequestDetails,
  body: unknown,
  portal: SignInPortal,
): Promise<{ user: SessionUser; headers: Headers } | { twoFactor: TwoFactorStep }> {
  const fields = parseInput(signInFields, body ?? {});
  const rules = validateSignIn(fields);
  if (!rules.ok) throw new AppError('validation_failed', { message: rules.message });
  const { email, password } = parseInput(signInInput, fields);
  await enforceRateLimit(ctx, request.ip, {
    action: 'sign-in',
    keys: [`ip:${request.ip}`, `account:${email}`],
    rule: rateLimits.signIn,
    code: 'too_many_attempts',
  });

  const { db } = ctx.database;
  const refuse = async (
    code: 'invalid_credentials' | 'account_disabled',
    reason: string,
    userId?: string,
  ) => {
    await recordSecurityEvent(db, {
      severity: 'medium',
      type: 'sign_in_failed',
      userId: userId ?? null,
      ip: request.ip,
      details: { email, portal, reason },
    });
    return new AppError(code);
  };

  let signedIn: { headers: Headers; response: { token: string; user: { id: string } } };
  try {
    signedIn = await ctx.auth.api.signInEmail({
      body: { email, password },
      headers: authRequestHeaders(request),
      returnHeaders: true,
    });
  } catch (error) {
    if (error instanceof APIError)
      throw await refuse('invalid_credentials', 'wrong email or password');
    throw error;
  }

  const userId = signedIn.response.user.id;
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  const refusal = !row
    ? 'no profile'
    : !row.isActive
      ? 'account disabled'
      : portal === 'admin' && row.userType !== 'admin'
        ? 'not an admin'
        : null;
  if (!row || refusal) {
    // The session better-auth just made must not outlive the refusal.
    await db.delete(authSessions).where(eq(authSessions.token, signedIn.response.token));
    throw await refuse(
      refusal === 'account disabled' ? 'account_disabled' : 'invalid_credentials',
      refusal ?? '',
      userId,
    );
  }

  if (row.userType === 'admin') {
    // The password alone never makes an admin session: it waits for the authenticator code.
    await db.delete(authSessions).where(eq(authSessions.token, signedIn.response.token));
    return { twoFactor: await startTwoFactor(ctx, row, request.ip) };
  }

  const [updated] = await db
    .update(users)
    .set({ lastLogin: new Date() })
    .where(eq(users.id, userId))
    .returning();
  await recordSecurityEvent(db, {
    severity: 'low',
    type: 'sign_in_succeeded',
    userId,
    ip: request.ip,
    details: { portal },
  });
  return { user: presentSessionUser(updated ?? row), headers: signedIn.headers };
}
