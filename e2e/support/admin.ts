import { apiPaths } from '@brigade/shared/routes';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { rootAdmin } from './root-admin.ts';

/**
 * Signs the page's browser context in as the run's root admin, through the admin sign-in API
 * (cookies land in the page's context). Journeys that test the sign-in screen itself use the UI.
 */
export async function signInAsRootAdmin(page: Page): Promise<typeof rootAdmin> {
  const response = await page.request.post(`${apiPaths.auth.signIn}?portal=admin`, {
    data: { email: rootAdmin.email, password: rootAdmin.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return rootAdmin;
}
