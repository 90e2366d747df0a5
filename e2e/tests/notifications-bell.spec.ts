import { apiPaths, paths } from '@brigade/shared/routes';
import { createAccount } from '../support/accounts.ts';
import type { Response } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { newRestaurant } from '../support/job-board.ts';
import { applyTo, giveVenue, postJob, uniqueWord } from '../support/jobs.ts';
import {
  badge,
  bell,
  moveApplication,
  openPanel,
  otherIp,
  panel,
} from '../support/notifications.ts';
import { saveResume } from '../support/resumes.ts';

test('the bell is shown only to signed-in users; with nothing new it says so', async ({
  page,
}, testInfo) => {
  await page.goto(paths.home);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(bell(page)).toHaveCount(0);

  await createAccount(page.request, testInfo);
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(badge(page)).toHaveCount(0);

  // Opened from the keyboard, as a menu: Escape closes it and focus returns to the bell.
  await bell(page).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await expect(panel(page)).toContainText('No notifications');
  await expect(panel(page).getByRole('menuitem', { name: 'Mark all as read' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(bell(page)).toBeFocused();
});

test('a restaurant is told of a new application; opening it marks it read', async ({
  page,
  playwright,
  clientIp,
}, testInfo) => {
  const restaurant = await createAccount(page.request, testInfo, { userType: 'restaurant' });
  await giveVenue(page.request, restaurant);
  const title = uniqueWord('Line Cook ');
  const job = await postJob(page.request, { title });
  const applicant = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': otherIp(clientIp, 78) },
  });
  await createAccount(applicant, testInfo, { firstName: 'Ana', lastName: 'Lopez' });
  await saveResume(applicant);
  const id = await applyTo(applicant, job.id);
  await applicant.dispose();

  await page.goto(paths.restaurant.dashboard);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(badge(page)).toHaveText('1');
  const menu = await openPanel(page);
  const item = menu.getByRole('menuitem', { name: /New Application/ });
  await expect(item).toContainText(`Ana Lopez applied to ${title}`);
  await expect(item).toContainText(/\d+ mins? ago/);
  await expect(item).toContainText('Unread');

  await item.click();
  await expect(page).toHaveURL(paths.restaurant.application(id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review Application');
  await expect(panel(page)).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(badge(page)).toHaveCount(0);
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(badge(page)).toHaveCount(0);
});

test('an applicant is told of a status change; Mark all as read holds after a reload', async ({
  page,
  playwright,
  clientIp,
}, testInfo) => {
  const restaurant = await newRestaurant(playwright, testInfo, otherIp(clientIp, 79));
  const title = uniqueWord('Sous Chef ');
  const job = await postJob(restaurant, { title });
  await createAccount(page.request, testInfo);
  await saveResume(page.request);
  const id = await applyTo(page.request, job.id);

  // With the page open, its live channel connected (the server registers the stream before
  // answering) and the bell's first answer in, the restaurant's move reaches the bell without a
  // reload. (An event that lands during the bell's very first request is folded into it by
  // TanStack Query, which may have read the database just before the change: the next poll or
  // event brings it.)
  const path = (response: Response) => new URL(response.url()).pathname;
  const liveChannel = page.waitForResponse((response) => path(response) === apiPaths.live);
  const firstAnswer = page.waitForResponse(
    (response) => path(response) === apiPaths.notifications.list,
  );
  await page.goto(paths.applicant.dashboard);
  expect((await liveChannel).status()).toBe(200);
  expect((await firstAnswer).status()).toBe(200);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await moveApplication(restaurant, id, 'Reviewed');
  await restaurant.dispose();

  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(badge(page)).toHaveText('1');
  const menu = await openPanel(page);
  const item = menu.getByRole('menuitem', { name: /Application Update/ });
  await expect(item).toContainText(`Your application for ${title} is now Reviewed`);
  await expect(item).toHaveAttribute('href', paths.applicant.application(id));

  // The panel stays open (the page behind it is hidden from assistive technology meanwhile).
  await menu.getByRole('menuitem', { name: 'Mark all as read' }).click();
  await expect(item).not.toContainText('Unread');
  await expect(menu.getByRole('menuitem', { name: 'Mark all as read' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(badge(page)).toHaveCount(0);
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(badge(page)).toHaveCount(0);
});
