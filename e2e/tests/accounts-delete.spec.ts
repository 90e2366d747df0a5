import { apiPaths, paths } from '@brigade/shared/routes';
import { createAccount, toasts } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

test('deleting the account asks for the password; a wrong one deletes nothing', async ({
  page,
  request,
}, testInfo) => {
  const account = await createAccount(page.request, testInfo);
  await page.goto(paths.profile.edit);
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Current password')).toBeFocused();

  await dialog.getByLabel('Current password').fill('Wrong#Password1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByLabel('Current password')).toHaveAccessibleDescription(
    'Incorrect password. Please try again.',
  );
  await expect(dialog).toBeVisible();
  const session = await page.request.get(apiPaths.auth.session);
  expect(await session.json()).toMatchObject({ user: { email: account.email } });

  // Cancel leaves everything as it was.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Profile');

  await page.getByRole('button', { name: 'Delete account' }).click();
  await dialog.getByLabel('Current password').fill(account.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(paths.home);
  await expect(toasts(page)).toContainText('Account deleted');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();

  const signIn = await request.post(apiPaths.auth.signIn, {
    data: { email: account.email, password: account.password },
  });
  expect(signIn.status()).toBe(401);
});
