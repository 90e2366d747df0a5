import { expect } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import type { TestApp } from '../support/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Signed out 401, applicant and restaurant 403: what every admin endpoint answers non-admins. */
export async function expectAdminsOnly(
  t: TestApp,
  method: Method,
  url: string,
  payload?: object,
): Promise<void> {
  const applicant = await signedInUser(t, 'applicant');
  const restaurant = await signedInUser(t, 'restaurant');
  const call = (cookie: string) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  expect((await call('')).statusCode).toBe(401);
  expect((await call(applicant.cookie)).statusCode).toBe(403);
  expect((await call(restaurant.cookie)).statusCode).toBe(403);
}
