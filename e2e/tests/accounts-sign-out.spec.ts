import { apiPaths, paths } from '@brigade/shared/routes';
import { createAccount, toasts, userMenu } from '../support/accounts.ts';
import { expect, isPhone, test } from '../support/fixtures.ts';

test('Sign Out ends the session, says so in a toast and goes home', async ({ page }, testInfo) => {
  const account = await createAccount(page.request, testInfo);
  // From a members-only page: home, not the sign-in page, is where sign-out leads.
  await page.goto(paths.applicant.dashboard);
  await userMenu(page, account.firstName).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL(paths.home);
  await expect(toasts(page)).toContainText('Signed Out');
  await expect(toasts(page)).toContainText('You have been successfully signed out.');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  const session = await page.request.get(apiPaths.auth.session);
  expect(await session.json()).toEqual({ user: null });

  await page.goto(paths.applicant.dashboard);
  await expect(page).toHaveURL(/\/auth\/login\?type=applicant&returnTo=/);
});

test('a failed sign-out shows the destructive "Sign Out Error" toast and stays signed in', async ({
  page,
}, testInfo) => {
  const account = await createAccount(page.request, testInfo);
  await page.route(`**${apiPaths.auth.signOut}`, (route) => route.abort('failed'));
  await page.goto(paths.messaging);
  await userMenu(page, account.firstName).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(toasts(page)).toContainText('Sign Out Error');
  await expect(toasts(page)).toContainText('Failed to sign out. Please try again.');
  await expect(page.locator('[data-variant="destructive"]')).toBeVisible();
  await expect(page).toHaveURL(paths.messaging);
  await expect(userMenu(page, account.firstName)).toBeVisible();
});

test(
  'the mobile menu offers the account links and Sign Out',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'the slide-out menu is for phones');
    const account = await createAccount(page.request, testInfo, { userType: 'restaurant' });
    await page.goto(paths.home);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const accountNav = menu.getByRole('navigation', { name: account.firstName });
    await expect(accountNav.getByRole('link')).toHaveText([
      'Edit Profile',
      'Dashboard',
      'Browse Applicants',
      'Team & venues',
      'Messages',
      'My Files',
    ]);
    await accountNav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(paths.restaurant.dashboard);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(paths.home);
    await expect(toasts(page)).toContainText('Signed Out');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  },
);
