import { paths } from '@brigade/shared/routes';
import type { Page } from '@playwright/test';
import { createAccount, shownAlert, userMenu } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
}

const invalidCredentials =
  'Invalid email or password. Please check your credentials and try again.';

for (const [type, title, dashboard, heading] of [
  ['applicant', 'Sign in as Job Seeker', paths.applicant.dashboard, 'Dashboard'],
  ['restaurant', 'Sign in as Restaurant', paths.restaurant.dashboard, 'Manage Listings'],
] as const) {
  test(`a ${type} signs in on their page and lands on their dashboard`, async ({
    page,
    request,
  }, testInfo) => {
    // Made through the standalone API context, so the page itself starts signed out.
    const account = await createAccount(request, testInfo, { userType: type });
    await page.goto(paths.auth.login(type));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(dashboard);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(userMenu(page, account.firstName)).toBeVisible();
  });
}

test('the plain sign-in page asks for both fields, and links to Create Account', async ({
  page,
}) => {
  await page.goto(paths.auth.login());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(shownAlert(page)).toHaveText('Email and password are required');
  await expect(page.getByLabel('Email')).toBeFocused();

  await page.goto(paths.auth.login('restaurant'));
  await page.getByRole('main').getByRole('link', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(`${paths.auth.register}?type=restaurant`);
  await expect(page.getByRole('radio', { name: 'Restaurant' })).toBeChecked();
});

test('a wrong password is refused with the spec’s message, keeping the e-mail', async ({
  page,
  request,
}, testInfo) => {
  const account = await createAccount(request, testInfo);
  await page.goto(paths.auth.login('applicant'));
  await signIn(page, account.email, 'Wrong#Password1');
  await expect(shownAlert(page)).toHaveText(invalidCredentials);
  await expect(page).toHaveURL(paths.auth.login('applicant'));
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('the admin page refuses a job seeker with the invalid-credentials message', async ({
  page,
  request,
}, testInfo) => {
  const account = await createAccount(request, testInfo);
  await page.goto(paths.auth.adminLogin);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Sign In');
  await signIn(page, account.email, account.password);
  await expect(shownAlert(page)).toHaveText(invalidCredentials);
  await expect(page).toHaveURL(paths.auth.adminLogin);
  // No session was left behind.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('someone already signed in is taken from the sign-in pages to their dashboard', async ({
  page,
}, testInfo) => {
  await createAccount(page.request, testInfo, { userType: 'restaurant' });
  for (const path of [paths.auth.login('applicant'), paths.auth.register, paths.auth.adminLogin]) {
    await page.goto(path);
    await expect(page).toHaveURL(paths.restaurant.dashboard);
  }
});
