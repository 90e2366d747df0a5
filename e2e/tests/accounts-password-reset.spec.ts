import { apiPaths, paths } from '@brigade/shared/routes';
import type { Page } from '@playwright/test';
import { createAccount, toasts, uniqueEmail, userMenu } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { resetLinkFor } from '../support/outbox.ts';

const newPassword = 'Pantry#2026';

async function askForLink(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
}

async function setNewPassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Save new password' }).click();
}

test('a forgotten password is reset through the e-mailed link, and the old one stops working', async ({
  page,
  request,
}, testInfo) => {
  const account = await createAccount(request, testInfo);
  await page.goto(paths.auth.login('applicant'));
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(paths.auth.forgotPassword);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot Password');
  await askForLink(page, account.email);

  await page.goto(await resetLinkFor(account.email));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset Password');
  // The sign-up rules apply, with the same messages, before anything is sent.
  await setNewPassword(page, 'kitchen');
  await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
    /Password must be at least 8 characters long/,
  );
  await setNewPassword(page, 'kitchenkitchen');
  await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
    /Password should contain uppercase letters\. Password should contain numbers\. Password should contain special characters/,
  );
  await setNewPassword(page, newPassword);

  await expect(page).toHaveURL(paths.auth.login());
  await expect(toasts(page)).toContainText('Password changed');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(paths.applicant.dashboard);
  await expect(userMenu(page, account.firstName)).toBeVisible();

  const oldPassword = await request.post(apiPaths.auth.signIn, {
    data: { email: account.email, password: account.password },
  });
  expect(oldPassword.status()).toBe(401);
});

test('an unknown address gets the very same confirmation as a known one', async ({
  page,
  request,
}, testInfo) => {
  const account = await createAccount(request, testInfo);
  await page.goto(paths.auth.forgotPassword);
  await askForLink(page, account.email);
  const confirmation = await page.getByRole('main').innerText();

  await page.getByRole('button', { name: 'Send another link' }).click();
  await askForLink(page, uniqueEmail(testInfo, 'nobody'));
  expect(await page.getByRole('main').innerText()).toBe(confirmation);
  await expect(
    page.getByText('If an account uses this email address, a link to reset its password'),
  ).toBeVisible();
});

test('a used, unknown or missing reset link offers a new one', async ({
  page,
  request,
}, testInfo) => {
  const account = await createAccount(request, testInfo);
  await page.goto(paths.auth.forgotPassword);
  await askForLink(page, account.email);
  const link = await resetLinkFor(account.email);
  await page.goto(link);
  await setNewPassword(page, newPassword);
  await expect(page).toHaveURL(paths.auth.login());

  // The link works once.
  await page.goto(link);
  await setNewPassword(page, 'Another#2027');
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(
    page.getByText('This reset link is invalid or has expired. Please ask for a new one.'),
  ).toBeVisible();

  await page.goto(`${paths.auth.resetPassword}?token=not-a-real-token`);
  await setNewPassword(page, 'Another#2027');
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();

  await page.goto(paths.auth.resetPassword);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(paths.auth.forgotPassword);
});
