import type { PlanId } from '@brigade/shared/plans/plans';
import { apiPaths } from '@brigade/shared/routes';
import type { SessionAnswer } from '@brigade/shared/session';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';
import { rootAdminFiles } from './root-admin.ts';

/** The server the journeys run against (the same address playwright.config.ts gives the pages). */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;

/**
 * Puts the signed-in person of `request` (a restaurant member: their organisation) on `planId`
 * for a year, as the root admin does from a user's page (invoice billing).
 */
export async function putOnPlan(request: APIRequestContext, planId: PlanId): Promise<void> {
  const session = (await (await request.get(apiPaths.auth.session)).json()) as SessionAnswer;
  if (!session.user) throw new Error('putOnPlan needs a signed-in request');
  const admin = await playwrightRequest.newContext({
    baseURL,
    storageState: rootAdminFiles().state,
  });
  try {
    const response = await admin.put(apiPaths.admin.userPlan(session.user.id), {
      data: { planId, months: 12 },
    });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}
