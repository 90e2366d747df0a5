import { eq } from 'drizzle-orm';
import { users, type UserType } from '../../src/db/schema/users.ts';
import { createAccount } from '../../src/services/accounts/sign-up.ts';
import { uniqueIp, type TestApp } from './test-app.ts';
import { completeAdminSecondStep } from './two-factor.ts';
import { putOnPlan } from './plans.ts';
import type { PlanId } from '@brigade/shared/plans/plans';

export const STRONG_PASSWORD = 'Brigade!2026';
let counter = 0;

/** A unique e-mail address for this test run. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now()}.${counter}@brigade.test`;
}

/**
 * Makes an account directly through the service (no HTTP, no rate limit). A restaurant's
 * organisation starts on Scale unless `plan` says otherwise (null: the free plan).
 */
export async function buildUser(
  t: TestApp,
  options: {
    userType?: UserType;
    isActive?: boolean;
    email?: string;
    password?: string;
    plan?: PlanId | null;
  } = {},
) {
  const email = options.email ?? uniqueEmail(options.userType ?? 'applicant');
  const { user } = await createAccount(t.ctx, {
    email,
    password: options.password ?? STRONG_PASSWORD,
    firstName: 'Test',
    lastName: 'Person',
    userType: options.userType ?? 'applicant',
  });
  const plan =
    options.plan === undefined && user.userType === 'restaurant' ? 'scale' : options.plan;
  if (plan) await putOnPlan(t, user, plan);
  if (options.isActive === false) {
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
  }
  return { ...user, password: options.password ?? STRONG_PASSWORD };
}

/** The `cookie` request header that replays a response's Set-Cookie headers. */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

/**
 * A new user of that role, signed in through the API: the user and their session cookie. Admins
 * go through their two-factor step too (support/two-factor.ts), transparently.
 */
export async function signedInUser(t: TestApp, userType: UserType = 'applicant') {
  const user = await buildUser(t, { userType });
  return { user, cookie: await sessionCookieOf(t, user) };
}

/** Signs an existing test user in through the API and returns their session cookie. */
export async function sessionCookieOf(
  t: TestApp,
  user: { email: string; userType: UserType; password?: string },
): Promise<string> {
  const ip = uniqueIp();
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/auth/sign-in?portal=${user.userType === 'admin' ? 'admin' : 'user'}`,
    payload: { email: user.email, password: user.password ?? STRONG_PASSWORD },
    remoteAddress: ip,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const answer = response.json<{ twoFactor?: unknown }>();
  if (answer.twoFactor) {
    const second = await completeAdminSecondStep(t, user.email, answer.twoFactor, ip);
    return cookieFrom(second.headers['set-cookie']);
  }
  return cookieFrom(response.headers['set-cookie']);
}
