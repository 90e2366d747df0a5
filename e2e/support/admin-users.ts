import { apiPaths, paths } from '@brigade/shared/routes';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The admin's Users page: searches for `email` and opens that user's page. */
export async function openAdminUser(page: Page, email: string, name: string): Promise<void> {
  await page.goto(paths.admin.users);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
  await page.getByLabel('Name or email').fill(email);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const list = page.getByRole('list', { name: 'Users' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(email);
  await list.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

/**
 * Resolves when the page's live channel is refused (401): the browser reconnecting after the
 * server closed its stream, with a session that no longer exists.
 */
export function liveChannelRefused(page: Page): Promise<unknown> {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === apiPaths.live && response.status() === 401,
  );
}

/** Signs in on the plain sign-in page through its form. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto(paths.auth.login());
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
}
