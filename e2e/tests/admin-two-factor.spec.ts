import { paths } from '@brigade/shared/routes';
import type { Page } from '@playwright/test';
import { shownAlert, userMenu } from '../support/accounts.ts';
import { createAdminAccount } from '../support/admin.ts';
import { expect, test } from '../support/fixtures.ts';
import { totpCode, totpStep } from '../support/totp.ts';

/** The password step, on the page given (the admin page, or the ordinary one). */
async function enterPassword(page: Page, account: { email: string; password: string }, at: string) {
  await page.goto(at);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page, firstName: string) {
  await userMenu(page, firstName).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(paths.home);
}

test('an admin sets up an authenticator, then signs in with its code and with a recovery code', async ({
  page,
}, testInfo) => {
  const admin = await createAdminAccount(page, testInfo);

  // First sign-in: set up the authenticator from the key shown on the page.
  await enterPassword(page, admin, paths.auth.adminLogin);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'QR code for adding Brigade to your authenticator app' }),
  ).toBeVisible();
  const shownKey = await page.getByLabel('Or enter this key in your app').textContent();
  const secret = (shownKey ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const setUpAt = totpStep();
  const codeField = page.getByLabel('Authentication code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await codeField.fill(totpCode(secret, setUpAt));
  await page.getByRole('button', { name: 'Verify' }).click();

  // The recovery codes, once; then on to the admin dashboard.
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(10);
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download (.txt)' }).click();
  expect((await download).suggestedFilename()).toBe('brigade-recovery-codes.txt');
  await page.getByRole('button', { name: 'Continue to the admin dashboard' }).click();
  await expect(page).toHaveURL(paths.admin.dashboard);
  await signOut(page, admin.firstName);

  // Second sign-in: a wrong code is refused inline, then the next step's code (never the one
  // used for the set-up, which would be a replay) gets in.
  await enterPassword(page, admin, paths.auth.adminLogin);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  // Slow machines may have moved on a step or more: the current one, if it is new.
  const nextStep = Math.max(totpStep(), setUpAt + 1);
  await page.getByLabel('Authentication code').fill(totpCode(secret, nextStep + 7));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(shownAlert(page)).toHaveText(
    'That code is not right. Check your authenticator app and try again.',
  );
  await expect(page.getByLabel('Authentication code')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Authentication code').fill(totpCode(secret, nextStep));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(paths.admin.dashboard);
  await signOut(page, admin.firstName);

  // Third, from the ordinary sign-in page: the admin page takes over; a recovery code instead.
  await enterPassword(page, admin, paths.auth.login());
  await expect(page).toHaveURL(paths.auth.adminLogin);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(paths.admin.dashboard);
});

test('five wrong codes send the admin back to the password step with a message', async ({
  page,
}, testInfo) => {
  const admin = await createAdminAccount(page, testInfo);
  await enterPassword(page, admin, paths.auth.adminLogin);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }),
  ).toBeVisible();
  const wrong = page.getByLabel('Authentication code');
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await wrong.fill(`00000${attempt}`);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(shownAlert(page)).toHaveText(
      'That code is not right. Check your authenticator app and try again.',
    );
  }
  await wrong.fill('000005');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
  await expect(shownAlert(page)).toHaveText(
    'Your sign-in has expired. Please enter your password again.',
  );
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
});
