import { readFile } from 'node:fs/promises';
import type { TwoFactorAnswer, TwoFactorStep } from '@brigade/shared/auth/two-factor';
import { apiPaths } from '@brigade/shared/routes';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { buildAccount } from './accounts.ts';
import { expect } from './fixtures.ts';
import { rootAdmin, rootAdminFiles } from './root-admin.ts';
import { totpCode, totpStep } from './totp.ts';

/**
 * Signs the page's browser context in as the run's root admin: the session the setup project
 * made (e2e/setup/root-admin.setup.ts) is added to the context's cookies, since a fresh sign-in
 * would need a fresh authenticator step. All tests share that session, so a test must not sign
 * the root admin out or end their sessions: use signInAsNewAdmin for that.
 */
export async function signInAsRootAdmin(page: Page): Promise<typeof rootAdmin> {
  const state = JSON.parse(await readFile(rootAdminFiles().state, 'utf8')) as {
    cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0];
  };
  await page.context().addCookies(state.cookies);
  return rootAdmin;
}

/** The password step of an admin's sign-in, through the API: their second step. */
export async function passwordStep(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<TwoFactorStep> {
  const response = await request.post(`${apiPaths.auth.signIn}?portal=admin`, {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await response.json()) as { twoFactor?: TwoFactorStep };
  if (!answer.twoFactor) throw new Error('an admin sign-in answered without a second step');
  return answer.twoFactor;
}

/** The second step, through the API, with the code of `step` (default: now) or a recovery code. */
export async function completeSecondStep(
  request: APIRequestContext,
  challenge: { challenge: string },
  proof: { secret: string; step?: number } | { recoveryCode: string },
): Promise<TwoFactorAnswer> {
  const data =
    'secret' in proof
      ? { challenge: challenge.challenge, code: totpCode(proof.secret, proof.step ?? totpStep()) }
      : { challenge: challenge.challenge, recoveryCode: proof.recoveryCode };
  const response = await request.post(apiPaths.auth.twoFactor, { data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TwoFactorAnswer;
}

/** A new admin made by the root admin through the API (the page is left signed out). */
export async function createAdminAccount(page: Page, testInfo: TestInfo) {
  const { email, password, firstName, lastName } = buildAccount(testInfo, { firstName: 'Ada' });
  const account = { email, password, firstName, lastName };
  await signInAsRootAdmin(page);
  const response = await page.request.post(apiPaths.admin.users, { data: account });
  expect(response.status(), await response.text()).toBe(201);
  await page.context().clearCookies();
  return account;
}

/**
 * Signs the page in as a brand-new admin of its own (set up with an authenticator through the
 * API): for journeys that sign out, deactivate or otherwise touch their own admin session.
 */
export async function signInAsNewAdmin(page: Page, testInfo: TestInfo) {
  const account = await createAdminAccount(page, testInfo);
  const step = await passwordStep(page.request, account);
  if (step.stage !== 'setup') throw new Error('a new admin already had an authenticator');
  const { user, recoveryCodes } = await completeSecondStep(page.request, step, {
    secret: step.secret,
  });
  return { ...account, user, secret: step.secret, recoveryCodes: recoveryCodes ?? [] };
}
