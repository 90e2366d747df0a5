import { apiPaths, paths } from '@brigade/shared/routes';
import { createAccount, shownAlert, toasts } from '../support/accounts.ts';
import { passwordStep, signInAsNewAdmin, signInAsRootAdmin } from '../support/admin.ts';
import { liveChannelRefused, openAdminUser, signInThroughForm } from '../support/admin-users.ts';
import { axeSchemes, seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { liveChannelOpen } from '../support/messaging.ts';
import { openSecondUser } from '../support/second-user.ts';

test('an admin deactivates a user: their open session is cut and sign-in refused, until reactivated', async ({
  page,
  browser,
  clientIp,
}, testInfo) => {
  // The restaurant, signed in and on their dashboard in a browser of their own.
  const restaurant = await openSecondUser(browser, testInfo, clientIp);
  const account = await createAccount(restaurant.page.request, testInfo, {
    userType: 'restaurant',
  });
  const name = `${account.firstName} ${account.lastName}`;
  const live = liveChannelOpen(restaurant.page);
  await restaurant.page.goto(paths.restaurant.dashboard);
  await expect(restaurant.page.getByRole('heading', { level: 1 })).toHaveText('Manage Listings');
  await live;

  await signInAsRootAdmin(page);
  await openAdminUser(page, account.email, name);
  // Their one session (sign-up signed them in) is listed.
  await expect(
    page.getByRole('region', { name: 'Active sessions' }).getByRole('listitem'),
  ).toHaveCount(1);

  const cut = liveChannelRefused(restaurant.page);
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate this account?' });
  await dialog.getByLabel('Reason (optional)').fill('Fake listings');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(toasts(page).filter({ hasText: 'Account deactivated' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Deactivated');
  await expect(page.getByText('No active sessions.')).toBeVisible();

  // Their open page lost its live connection, and their next page finds them signed out.
  await cut;
  await restaurant.page.reload();
  await expect(restaurant.page).toHaveURL(/\/auth\/login/);
  await signInThroughForm(restaurant.page, account.email, account.password);
  await expect(shownAlert(restaurant.page)).toHaveText('This account has been disabled.');

  await page.getByRole('button', { name: 'Reactivate' }).click();
  const back = page.getByRole('dialog', { name: 'Reactivate this account?' });
  await back.getByRole('button', { name: 'Reactivate' }).click();
  await expect(toasts(page).filter({ hasText: 'Account reactivated' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Active');

  await signInThroughForm(restaurant.page, account.email, account.password);
  await expect(restaurant.page).toHaveURL(paths.restaurant.dashboard);
  await restaurant.close();
});

test('an admin creates another admin, keeping the form on a refusal', async ({
  page,
  request,
}, testInfo) => {
  const taken = await createAccount(request, testInfo);
  const email = `second-admin.${testInfo.project.name}.${Date.now()}@example.com`;
  await signInAsRootAdmin(page);
  await page.goto(paths.admin.users);
  await page.getByRole('button', { name: 'Create admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create admin' });
  await dialog.getByLabel('First name').fill('Grace');
  await dialog.getByLabel('Last name').fill('Hopper');
  await dialog.getByLabel('Email').fill(taken.email);
  await dialog.getByLabel('Password', { exact: true }).fill(taken.password);
  await dialog.getByRole('button', { name: 'Create admin' }).click();
  await expect(
    dialog.getByText('An account with this email address already exists.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('First name')).toHaveValue('Grace');
  await expect(dialog.getByLabel('Email')).toBeFocused();

  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Create admin' }).click();
  await expect(toasts(page).filter({ hasText: 'Admin account created' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await openAdminUser(page, email, 'Grace Hopper');
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Admin');
});

test('an admin revokes a session, changes a role and deletes an account', async ({
  page,
  request,
}, testInfo) => {
  const account = await createAccount(request, testInfo);
  const name = `${account.firstName} ${account.lastName}`;
  await signInAsRootAdmin(page);
  await openAdminUser(page, account.email, name);

  const sessions = page.getByRole('region', { name: 'Active sessions' });
  await sessions.getByRole('button', { name: /^Revoke the session/ }).click();
  await expect(toasts(page).filter({ hasText: 'Session revoked' })).toBeVisible();
  await expect(sessions).toContainText('No active sessions.');

  await page.getByRole('button', { name: 'Change role' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Change role' });
  await roleDialog.getByLabel('New role').selectOption({ label: 'Restaurant' });
  await roleDialog.getByRole('button', { name: 'Change role' }).click();
  await expect(toasts(page).filter({ hasText: 'Role changed' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Restaurant');

  await page.getByRole('button', { name: 'Delete account' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete this account?' });
  await deleteDialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(toasts(page).filter({ hasText: 'Account deleted' })).toBeVisible();
  await expect(page).toHaveURL(paths.admin.users);
  await page.goto(paths.admin.user(account.user.id));
  await expect(page.getByRole('heading', { name: 'This user does not exist' })).toBeVisible();
});

test("an admin resets another admin's two-factor sign-in", async ({
  page,
  browser,
  clientIp,
}, testInfo) => {
  const other = await openSecondUser(browser, testInfo, clientIp);
  const ada = await signInAsNewAdmin(other.page, testInfo);
  await signInAsRootAdmin(page);
  await openAdminUser(page, ada.email, `${ada.firstName} ${ada.lastName}`);
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toContainText('Two-factor sign-in is set up.');

  await page.getByRole('button', { name: 'Reset two-factor sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset two-factor sign-in?' });
  await dialog.getByRole('button', { name: 'Reset two-factor' }).click();
  await expect(toasts(page).filter({ hasText: 'Two-factor sign-in reset' })).toBeVisible();
  await expect(profile).toContainText('Two-factor sign-in is not set up yet');
  await expect(page.getByRole('button', { name: 'Reset two-factor sign-in' })).toHaveCount(0);

  // Their session is over, and their next sign-in sets up a new authenticator.
  const session = await other.page.request.get(apiPaths.auth.session);
  expect(await session.json()).toEqual({ user: null });
  expect((await passwordStep(other.page.request, ada)).stage).toBe('setup');
  await other.close();
});

for (const { colorScheme, details } of axeSchemes) {
  test(
    `the Users pages have no serious or critical axe violation (${colorScheme})`,
    details,
    async ({ page, request }, testInfo) => {
      const account = await createAccount(request, testInfo, { userType: 'restaurant' });
      await page.emulateMedia({ colorScheme });
      await signInAsRootAdmin(page);
      await page.goto(paths.admin.users);
      await expect(page.getByRole('list', { name: 'Users' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await openAdminUser(page, account.email, `${account.firstName} ${account.lastName}`);
      await expect(page.getByRole('region', { name: 'Active sessions' })).toContainText(
        'Signed in',
      );
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
}
