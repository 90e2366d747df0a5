import {
  TWO_FACTOR_MAX_ATTEMPTS,
  twoFactorInput,
  type TwoFactorAnswer,
} from '@brigade/shared/auth/two-factor';
import { and, eq, isNull, lt, or } from '../../../db/sql.ts';
import { presentSessionUser } from '../../../auth/session-user.ts';
import { rateLimits } from '../../../config/rate-limits.ts';
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../../../db/schema/two-factor.ts';
import { users } from '../../../db/schema/users.ts';
import { AppError } from '../../../core/app-error.ts';
import type { AppContext } from '../../../core/app-context.ts';
import type { RequestDetails } from '../../../core/request-details.ts';
import { enforceRateLimit } from '../../rate-limit/enforce-rate-limit.ts';
import { parseInput } from '../../../core/parse-input.ts';
import { recordSecurityEvent } from '../../security/record-security-event.ts';
import type { SignInPortal } from '../sign-in.ts';
import { countFailedAttempt, findChallenge, takeChallenge } from './challenges.ts';
import { hashRecoveryCode } from './recovery-codes.ts';
import { remainingRecoveryCodes, replaceRecoveryCodes } from './recovery-code-store.ts';
import { openSecret } from './secret-box.ts';
import { appSecretOf } from './start-two-factor.ts';
import { matchTotpStep } from './totp.ts';
import { authRequestHeaders } from '../../../auth/auth-request-headers.ts';

/**
 * The second step of an admin's sign-in: the challenge from the password step and an
 * authenticator code (set-up or sign-in) or an unused recovery code (sign-in only). A right code
 * uses the challenge up and starts the session; the first code of a set-up also enables the
 * authenticator and makes the recovery codes, returned once. Wrong codes are counted on the
 * challenge and recorded; a code's step is used once (no replay).
 */
export async function verifyTwoFactor(
  ctx: AppContext,
  request: RequestDetails,
  body: unknown,
  portal: SignInPortal,
): Promise<TwoFactorAnswer & { headers: Headers }> {
  const { db } = ctx.database;
  const limit = (key: string) =>
    enforceRateLimit(ctx, request.ip, {
      action: 'two-factor',
      keys: [key],
      rule: rateLimits.twoFactor,
      code: 'too_many_attempts',
    });
  await limit(`ip:${request.ip}`);
  const input = parseInput(twoFactorInput, body);
  const challenge = await findChallenge(db, input.challenge);
  if (!challenge) throw new AppError('two_factor_expired');
  await limit(`account:${challenge.userId}`);

  const [user] = await db.select().from(users).where(eq(users.id, challenge.userId));
  const [authenticator] = await db
    .select()
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, challenge.userId));
  if (!user || user.userType !== 'admin' || !authenticator) {
    await takeChallenge(db, challenge.id);
    throw new AppError('two_factor_expired');
  }
  if (!user.isActive) {
    await takeChallenge(db, challenge.id);
    throw new AppError('account_disabled');
  }
  const settingUp = authenticator.enabledAt === null;

  const fail = async (reason: string, code: 'two_factor_code_wrong' | 'recovery_code_wrong') => {
    const attempts = await countFailedAttempt(db, challenge.id);
    await recordSecurityEvent(db, {
      severity: 'medium',
      type: 'two_factor_failed',
      userId: user.id,
      ip: request.ip,
      details: { portal, reason, attempts, stage: settingUp ? 'setup' : 'verify' },
    });
    return new AppError(attempts >= TWO_FACTOR_MAX_ATTEMPTS ? 'two_factor_expired' : code);
  };

  let secondFactor: 'totp' | 'recovery_code';
  if (input.code !== undefined) {
    const secret = openSecret(await appSecretOf(ctx), authenticator.secret);
    const step = matchTotpStep(secret, input.code, Date.now());
    if (step === null) throw await fail('wrong code', 'two_factor_code_wrong');
    // Claims the step atomically: the same code (or an older one) never works twice.
    const claimed = await db
      .update(twoFactorSecrets)
      .set({ lastUsedStep: step, ...(settingUp ? { enabledAt: new Date() } : {}) })
      .where(
        and(
          eq(twoFactorSecrets.userId, user.id),
          or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
        ),
      )
      .returning({ userId: twoFactorSecrets.userId });
    if (claimed.length === 0) throw await fail('replayed code', 'two_factor_code_wrong');
    secondFactor = 'totp';
  } else {
    // Recovery codes stand in for a lost authenticator, so they cannot finish a set-up.
    const used = settingUp
      ? []
      : await db
          .update(twoFactorRecoveryCodes)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(twoFactorRecoveryCodes.userId, user.id),
              eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(input.recoveryCode ?? '')),
              isNull(twoFactorRecoveryCodes.usedAt),
            ),
          )
          .returning({ id: twoFactorRecoveryCodes.id });
    if (used.length === 0) throw await fail('wrong recovery code', 'recovery_code_wrong');
    secondFactor = 'recovery_code';
  }

  if (!(await takeChallenge(db, challenge.id))) throw new AppError('two_factor_expired');
  const recoveryCodes = settingUp ? await replaceRecoveryCodes(db, user.id) : undefined;
  if (secondFactor === 'recovery_code') {
    await recordSecurityEvent(db, {
      severity: 'medium',
      type: 'recovery_code_used',
      userId: user.id,
      ip: request.ip,
      details: { remaining: await remainingRecoveryCodes(db, user.id) },
    });
  }

  const { headers } = await ctx.auth.api.issueSession({
    body: { userId: user.id },
    headers: authRequestHeaders(request),
    returnHeaders: true,
  });
  const [updated] = await db
    .update(users)
    .set({ lastLogin: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  await recordSecurityEvent(db, {
    severity: 'low',
    type: 'sign_in_succeeded',
    userId: user.id,
    ip: request.ip,
    details: { portal, secondFactor, ...(settingUp ? { twoFactorSetUp: true } : {}) },
  });
  return {
    user: presentSessionUser(updated ?? user),
    ...(recoveryCodes ? { recoveryCodes } : {}),
    headers,
  };
}
