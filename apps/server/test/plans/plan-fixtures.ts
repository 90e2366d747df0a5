import type { PlanId } from '@brigade/shared/plans/plans';
import { apiPaths } from '@brigade/shared/routes';
import { buildUser, sessionCookieOf } from '../support/accounts.ts';
import { giveVenue, jobDefaults } from '../support/jobs.ts';
import { putOnPlan } from '../support/plans.ts';
import { uniqueIp, type TestApp } from '../support/test-app.ts';

/** A restaurant with its venue on `plan` (null: the free Starter plan), signed in. */
export async function restaurantOn(t: TestApp, plan: PlanId | null) {
  const user = await buildUser(t, { userType: 'restaurant', plan: null });
  await giveVenue(t, user);
  if (plan) await putOnPlan(t, user, plan);
  return { user, cookie: await sessionCookieOf(t, user) };
}

/** Post a Job through the API, published unless told otherwise. */
export const postJob = (t: TestApp, cookie: string, publish = true) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.jobs.search,
    headers: { cookie },
    remoteAddress: uniqueIp(),
    payload: { ...jobDefaults, publish },
  });

/** Moves a listing (Publish, Close, Reopen). */
export const moveJob = (t: TestApp, cookie: string, id: string, status: 'open' | 'closed') =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.jobs.status(id),
    headers: { cookie },
    payload: { status },
  });

/** The plan I work under, as GET /api/plan answers it. */
export const planOf = (t: TestApp, cookie: string) =>
  t.app.inject({ method: 'GET', url: apiPaths.plan, headers: { cookie } });
