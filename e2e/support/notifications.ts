import { apiPaths } from '@brigade/shared/routes';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The header's notification bell, named "Notifications" or "Notifications, N unread". */
export const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** The unread badge on the bell (hidden at 0; the count is also in the bell's name). */
export const badge = (page: Page) => bell(page).getByTestId('notification-badge');

/** The open panel (a menu named after the bell). */
export const panel = (page: Page) => page.getByRole('menu', { name: /^Notifications/ });

/** Opens the panel and waits for it. */
export async function openPanel(page: Page) {
  await bell(page).click();
  await expect(panel(page)).toBeVisible();
  return panel(page);
}

/**
 * A client address for a second person in the test, derived from the test's own (10.77.x.y):
 * the same x.y under another second octet, so it is unique per test as the test's own is.
 */
export const otherIp = (clientIp: string, secondOctet: number) =>
  clientIp.replace(/^10\.77\./, `10.${secondOctet}.`);

/** Moves an application to `status` as the restaurant signed in on `request`. */
export async function moveApplication(
  request: APIRequestContext,
  id: string,
  status: string,
): Promise<void> {
  const response = await request.post(`${apiPaths.application(id)}/status`, { data: { status } });
  expect(response.status(), await response.text()).toBe(200);
}
