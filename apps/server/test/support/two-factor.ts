import type { TwoFactorStep } from '@brigade/shared/auth/two-factor';
import { apiPaths } from '@brigade/shared/routes';
import type { LightMyRequestResponse } from 'fastify';
import { totpCodeAt, totpStep } from '../../src/services/accounts/two-factor/totp.ts';
import type { TestApp } from './test-app.ts';

/** What a test admin's authenticator app would hold: its secret, codes left, last step used. */
interface TestAuthenticator {
  secret: string;
  recoveryCodes: string[];
  lastStep: number;
}
// Per e-mail, for the life of this test file's module: later sign-ins of the same admin reuse it.
const authenticators = new Map<string, TestAuthenticator>();

/** The authenticator of a test admin who has set up two-factor sign-in through these helpers. */
export function testAuthenticatorOf(email: string): TestAuthenticator | undefined {
  return authenticators.get(email);
}

/**
 * A code the server will take for this admin now: the current step's, or the next step's when
 * the current one was used already (within the ±1 window); null when both were used.
 */
function nextCode(authenticator: TestAuthenticator): { code: string; step: number } | null {
  const now = totpStep(Date.now());
  const step = Math.max(now, authenticator.lastStep + 1);
  if (step > now + 1) return null;
  return { code: totpCodeAt(authenticator.secret, step), step };
}

/**
 * Completes an admin's second sign-in step as a person with an authenticator app would: sets it
 * up on first sign-in (keeping the secret and recovery codes), else sends a fresh code, or a
 * recovery code when this 30-second window has no unused step left.
 */
export async function completeAdminSecondStep(
  t: TestApp,
  email: string,
  step: unknown,
  ip: string,
): Promise<LightMyRequestResponse> {
  const twoFactor = step as TwoFactorStep;
  let authenticator = authenticators.get(email);
  if (twoFactor.stage === 'setup') {
    authenticator = { secret: twoFactor.secret, recoveryCodes: [], lastStep: -1 };
  }
  if (!authenticator) throw new Error(`no test authenticator is known for ${email}`);
  const next = nextCode(authenticator);
  const recoveryCode = next ? undefined : authenticator.recoveryCodes.shift();
  if (!next && !recoveryCode) throw new Error(`no unused code left for ${email}`);
  const response = await t.app.inject({
    method: 'POST',
    url: apiPaths.auth.twoFactor,
    payload: { challenge: twoFactor.challenge, ...(next ? { code: next.code } : { recoveryCode }) },
    remoteAddress: ip,
  });
  if (response.statusCode !== 200) throw new Error(`two-factor step failed: ${response.body}`);
  if (next) authenticator.lastStep = next.step;
  const answer = response.json<{ recoveryCodes?: string[] }>();
  if (answer.recoveryCodes) authenticator.recoveryCodes = answer.recoveryCodes;
  authenticators.set(email, authenticator);
  return response;
}
